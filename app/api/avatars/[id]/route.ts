import { z } from "zod";
import { getAvatarImage } from "@/lib/db/avatars";
import { AppError } from "@/lib/http/errors";
import { handle } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { avatarVariant, isVariantSize } from "@/lib/profile/avatar-variant";

const NO_IMAGE = "No such image.";
const avatarIdSchema = z.object({ id: z.string().regex(/^[a-z0-9]{10,40}$/) });

// GET /api/avatars/{id} – the stored WebP (or ?size=96|192, a smaller copy); ids are never reused, so it caches for a year
export const GET = handle(async (req, { params }) => {
  const { id } = await parseParamOr404(avatarIdSchema, params, NO_IMAGE);
  const avatar = await getAvatarImage({ id });
  if (!avatar) throw new AppError("NOT_FOUND", NO_IMAGE);
  const sizeParam = new URL(req.url).searchParams.get("size");
  const size = sizeParam === null ? null : Number(sizeParam);
  if (size !== null && !isVariantSize(size)) throw new AppError("BAD_REQUEST", "Sizes are 96 or 192.");
  const data = size === null ? new Uint8Array(avatar.data) : await avatarVariant(id!, avatar.data, size);
  return new Response(Buffer.from(data), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(data.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": 'inline; filename="avatar.webp"',
    },
  });
});
