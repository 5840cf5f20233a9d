import "server-only";
import { AppError } from "@/lib/http/errors";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, toAvatarWebp } from "./avatar-image";

/** The longest base64 text that can hold AVATAR_MAX_BYTES. */
export const AVATAR_DATA_URL_MAX_CHARS = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 100;

/**
 * Body options of the profile handlers: room for an inline avatar beside the text fields.
 * A larger body can only be an image over the limit: it is refused unread, answered like
 * one that was read (400, the size message).
 */
export const PROFILE_BODY = {
  maxBytes: AVATAR_DATA_URL_MAX_CHARS + 16 * 1024,
  tooLarge: () => new AppError("BAD_REQUEST", AVATAR_MESSAGES.tooLarge),
};

const PREFIX = /^data:image\/[a-z0-9.+-]{1,40};base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const notImage = () => new AppError("BAD_REQUEST", AVATAR_MESSAGES.notImage);

/**
 * An avatar sent inline as `data:image/…;base64,…`: the size is judged from the text's
 * length before anything is decoded, then the bytes go through the upload pipeline
 * (type by magic bytes, pixel limit, re-encoding). Every refusal is a 400 with the
 * upload's own messages, whatever type the data URL declares.
 */
export async function avatarFromDataUrl(dataUrl: string): Promise<Uint8Array<ArrayBuffer>> {
  const prefix = PREFIX.exec(dataUrl);
  if (!prefix) throw notImage();
  const payload = dataUrl.slice(prefix[0].length);
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  const decodedBytes = Math.floor((payload.length * 3) / 4) - padding;
  if (decodedBytes > AVATAR_MAX_BYTES) throw new AppError("BAD_REQUEST", AVATAR_MESSAGES.tooLarge);
  if (payload.length === 0 || !BASE64.test(payload)) throw notImage();
  try {
    return await toAvatarWebp(new Uint8Array(Buffer.from(payload, "base64")));
  } catch (error) {
    // The upload endpoint answers 413/415; the profile API answers every bad avatar with 400.
    if (error instanceof AppError) throw new AppError("BAD_REQUEST", error.message);
    throw error;
  }
}
