import { createProfileSchema } from "@/lib/profile/profile.schema";
import { createOwnProfile } from "@/lib/profile/profile-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

// POST /api/profile – create the signed-in user's one public profile
export const POST = withAuth(async (req, { viewer }) => {
  const input = await parseJson(req, createProfileSchema, { maxBytes: 16 * 1024 });
  return json(await createOwnProfile(viewer.id, input), 201);
});
