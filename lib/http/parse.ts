import type { z } from "zod";
import { AppError } from "./errors";

const DEFAULT_MAX_BYTES = 64 * 1024;

/**
 * Reads a JSON body with a size cap (checked before and while buffering) and
 * validates it. Unknown fields are dropped by the schema; any problem is a 4xx.
 */
export async function parseJson<S extends z.ZodType>(
  req: Request,
  schema: S,
  options: { maxBytes?: number; tooLarge?: () => AppError } = {},
): Promise<z.infer<S>> {
  const text = await readText(req, options.maxBytes ?? DEFAULT_MAX_BYTES, options.tooLarge);
  let data: unknown;
  try {
    data = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body must be valid JSON.");
  }
  return parseWith(schema, data);
}

/** Validates already-parsed input (search params, route params, form data). */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new AppError("BAD_REQUEST", first?.message || "The request is not valid.");
  }
  return result.data;
}

/**
 * Validates route parameters. A parameter that cannot name a record answers 404 with
 * `message`, exactly as a record that does not exist, so ids reveal nothing.
 */
export async function parseParamOr404<S extends z.ZodType>(
  schema: S,
  params: Promise<unknown>,
  message: string,
): Promise<z.infer<S>> {
  const result = schema.safeParse(await params);
  if (!result.success) throw new AppError("NOT_FOUND", message);
  return result.data;
}

/** C0 and C1 control characters and DEL: PostgreSQL refuses NUL in text, and none belongs in an address. */
const CONTROL_CHARACTER = /\p{Cc}/u;
const BAD_ADDRESS = "The address contains characters we can't use.";

/**
 * Refuses (400) a request whose route parameters or query string (names or values)
 * carry a control character, before any handler reads them. Route parameters are
 * strings, or arrays of strings for catch-all segments.
 */
export function assertCleanAddress(req: Request, params: Record<string, unknown>): void {
  const values: unknown[] = [];
  for (const value of Object.values(params)) values.push(...(Array.isArray(value) ? value : [value]));
  for (const [name, value] of new URL(req.url).searchParams) values.push(name, value);
  if (values.some((v) => typeof v === "string" && CONTROL_CHARACTER.test(v))) {
    throw new AppError("BAD_REQUEST", BAD_ADDRESS);
  }
}

const tooLargeError = () => new AppError("PAYLOAD_TOO_LARGE", "That request is too large.");

/**
 * The request body exactly as sent, capped: Content-Length is checked first, then the
 * bytes are counted while streaming, so an oversized body is never buffered whole.
 */
export async function readBody(
  req: Request,
  maxBytes: number,
  tooLarge: () => AppError = tooLargeError,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** readBody decoded as UTF-8 text. */
export async function readText(req: Request, maxBytes: number, tooLarge?: () => AppError): Promise<string> {
  return new TextDecoder().decode(await readBody(req, maxBytes, tooLarge));
}
