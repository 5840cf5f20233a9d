import "server-only";
import sharp from "sharp";
import { AppError } from "@/lib/http/errors";

// Avatars (docs/product.md#security): at most 2 MB, a real JPEG, PNG, WebP
// or GIF judged by its bytes (never SVG, never the declared type), decoded with a pixel
// limit, and re-encoded to a square WebP that keeps no metadata (EXIF, GPS, ICC text).

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The re-encoded square's side in pixels. */
export const AVATAR_SIZE = 512;
/** Refuse to decode anything larger than this many pixels (decompression bombs). */
export const AVATAR_MAX_PIXELS = 40_000_000;

export const AVATAR_MESSAGES = {
  notImage: "Please select an image file.",
  tooLarge: "Please select an image smaller than 2MB.",
  unreadable: "Failed to upload image. Please try again.",
} as const;

/** New images per person and hour, uploaded or sent inline with a profile: each one is decoded and re-encoded. */
export const AVATAR_UPLOAD_LIMIT = {
  name: "avatar-upload",
  max: 30,
  windowMs: 60 * 60 * 1000,
  message: "Too many uploads. Please wait a few minutes and try again.",
};

export type ImageKind = "jpeg" | "png" | "webp" | "gif";

/** The image type by its first bytes; null for anything else (SVG, HTML, PDF…). */
export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, text: string) => [...text].every((c, i) => at(from + i) === c.charCodeAt(0));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "jpeg";
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return "png";
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "webp";
  if (ascii(0, "GIF87a") || ascii(0, "GIF89a")) return "gif";
  return null;
}

/**
 * Turns uploaded bytes into the stored avatar: 415 when they are not one of the
 * four image types, 413 over 2 MB, 400 when they do not decode within the limits.
 */
export async function toAvatarWebp(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", AVATAR_MESSAGES.tooLarge);
  const kind = sniffImageType(bytes);
  if (!kind) throw new AppError("UNSUPPORTED_MEDIA_TYPE", AVATAR_MESSAGES.notImage);
  try {
    // The header is read first, so an image claiming billions of pixels is refused
    // before any of it is decoded. Animated GIFs and WebPs keep their first frame.
    const options = { limitInputPixels: AVATAR_MAX_PIXELS, failOn: "error" as const, pages: 1 };
    const meta = await sharp(bytes, options).metadata();
    if (!meta.width || !meta.height || meta.format !== (kind === "jpeg" ? "jpeg" : kind)) {
      throw new Error("mismatched image");
    }
    const out = await sharp(bytes, options)
      .rotate() // honour the EXIF orientation before it is dropped
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    throw new AppError("BAD_REQUEST", AVATAR_MESSAGES.unreadable);
  }
}
