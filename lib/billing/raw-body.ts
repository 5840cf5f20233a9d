import "server-only";
import { AppError } from "@/lib/http/errors";

const WEBHOOK_MAX_BYTES = 512 * 1024;

/**
 * The request body exactly as sent (the Stripe signature covers these bytes),
 * capped before and while reading.
 */
export async function readRawBody(req: Request, maxBytes = WEBHOOK_MAX_BYTES): Promise<string> {
  if (Number(req.headers.get("content-length") ?? "0") > maxBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", "That request is too large.");
  }
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
