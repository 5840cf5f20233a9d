import { createProfileSchema } from "@/lib/profile/profile.schema";
import { createOwnProfile } from "@/lib/profile/profile-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { PROFILE_BODY } from "@/lib/profile/avatar-data-url";

// POST /api/profile – create the signed-in user's one public profile
export const POST = withAuth(async (req, { viewer }) => {
  const input = await parseJson(req, createProfileSchema, PROFILE_BODY);
  return json(await createOwnProfile(viewer.id, input), 201);
});
