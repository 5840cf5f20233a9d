import { createAvatar } from "@/lib/db/avatars";
import { withAuth } from "@/lib/http/handler";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";
import { AVATAR_UPLOAD_LIMIT, toAvatarWebp } from "@/lib/profile/avatar-image";
import { avatarUrl } from "@/lib/profile/profile.schema";
import { readUploadedImage } from "@/lib/profile/read-upload";

// POST /api/avatars – upload an image (raw body or multipart); answers the avatar's URL
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(AVATAR_UPLOAD_LIMIT, viewer.id, AVATAR_UPLOAD_LIMIT.message);
  const bytes = await readUploadedImage(req);
  const webp = await toAvatarWebp(bytes);
  const avatar = await createAvatar({ userId: viewer.id, data: webp });
  return json({ avatar: avatarUrl(avatar.id), size: avatar.size }, 201);
});
