import { getAvatarImage } from "@/lib/db/avatars";
import { AppError } from "@/lib/http/errors";
import { handle } from "@/lib/http/handler";

// GET /api/avatars/{id} – the stored WebP; ids are never reused, so it caches for a year
export const GET = handle(async (_req, { params }) => {
  const { id } = await params;
  const avatar = id && /^[a-z0-9]{10,40}$/.test(id) ? await getAvatarImage({ id }) : null;
  if (!avatar) throw new AppError("NOT_FOUND", "No such image.");
  return new Response(Buffer.from(avatar.data), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(avatar.data.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": 'inline; filename="avatar.webp"',
    },
  });
});
