import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { editBio, removeBio } from "@/lib/teams/bio-service";
import { editBioSchema, TEAM_MESSAGES, teamBioParams } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// PATCH /api/teams/{teamId}/bios/{bioId} – edit a bio; an approved bio goes back to review
export const PATCH = withAuth(async (req, { params, viewer }) => {
  const { teamId, bioId } = await parseParamOr404(teamBioParams, params, TEAM_MESSAGES.bioNotFound);
  const input = await parseJson(req, editBioSchema, { maxBytes: 16 * 1024 });
  return json({ bio: await editBio(viewer.id, teamId, bioId, input) });
});

// DELETE /api/teams/{teamId}/bios/{bioId} – delete a bio with its comments
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { teamId, bioId } = await parseParamOr404(teamBioParams, params, TEAM_MESSAGES.bioNotFound);
  await removeBio(viewer.id, teamId, bioId);
  return new Response(null, { status: 204 });
});
