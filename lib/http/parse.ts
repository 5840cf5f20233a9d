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
  options: { maxBytes?: number } = {},
): Promise<z.infer<S>> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", "That request is too large.");

  const text = await readLimited(req, maxBytes);
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

async function readLimited(req: Request, maxBytes: number): Promise<string> {
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError("PAYLOAD_TOO_LARGE", "That request is too large.");
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
