import { getRequestViewer } from "@/lib/auth/viewer";
import { getProfileByUsername } from "@/lib/db/profiles";
import { AppError } from "@/lib/http/errors";
import { handle, withAuth } from "@/lib/http/handler";
import { parseJson, parseWith } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { PROFILE_BODY } from "@/lib/profile/avatar-data-url";
import { PROFILE_MESSAGES, updateProfileSchema, usernameParamSchema } from "@/lib/profile/profile.schema";
import { toProfileView, updateOwnProfile } from "@/lib/profile/profile-service";

export const dynamic = "force-dynamic";

async function findProfile(params: Promise<Record<string, string>>) {
  const { username } = parseWith(usernameParamSchema, await params);
  const profile = await getProfileByUsername({ username: username.replace(/^@+/, "") });
  if (!profile) throw new AppError("NOT_FOUND", PROFILE_MESSAGES.notFound);
  return profile;
}

// GET /api/profile/{username} – a public profile; the email only for its owner
export const GET = handle(async (req, { params }) => {
  const profile = await findProfile(params);
  const viewer = await getRequestViewer(req);
  return json(toProfileView(profile, viewer?.id ?? null));
});

// PUT /api/profile/{username} – the owner edits their profile (the username stays)
export const PUT = withAuth(async (req, { params, viewer }) => {
  const profile = await findProfile(params);
  if (profile.userId !== viewer.id) throw new AppError("FORBIDDEN", PROFILE_MESSAGES.notOwner);
  const input = await parseJson(req, updateProfileSchema, PROFILE_BODY);
  return json(await updateOwnProfile(viewer.id, profile.username, input, profile));
});
