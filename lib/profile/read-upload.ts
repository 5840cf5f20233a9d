import "server-only";
import { AppError } from "@/lib/http/errors";
import { readBody } from "@/lib/http/parse";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "./avatar-image";

/** Room for multipart boundaries and part headers around a 2 MB file. */
const MULTIPART_OVERHEAD = 16 * 1024;

/**
 * The uploaded file's bytes, from a raw image body or a multipart form (field
 * "avatar" or "file"). The size is checked against Content-Length first and then
 * counted while streaming, so an oversized body is never buffered whole.
 */
export async function readUploadedImage(req: Request): Promise<Uint8Array> {
  // The boundary is case-sensitive (Chromium's has capitals): only the test is lower-cased.
  const type = req.headers.get("content-type") ?? "";
  const multipart = type.toLowerCase().startsWith("multipart/form-data");
  const cap = AVATAR_MAX_BYTES + (multipart ? MULTIPART_OVERHEAD : 0);

  const body = await readBody(req, cap, tooLarge);
  if (!multipart) {
    if (body.byteLength === 0) throw new AppError("BAD_REQUEST", AVATAR_MESSAGES.notImage);
    return body;
  }

  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", AVATAR_MESSAGES.unreadable);
  }
  const file = form.get("avatar") ?? form.get("file");
  if (!file || typeof file === "string") throw new AppError("BAD_REQUEST", AVATAR_MESSAGES.notImage);
  if (file.size > AVATAR_MAX_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

function tooLarge() {
  return new AppError("PAYLOAD_TOO_LARGE", AVATAR_MESSAGES.tooLarge);
}
