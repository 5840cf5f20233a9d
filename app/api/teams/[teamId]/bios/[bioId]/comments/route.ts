import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { bioComments, commentOnBio } from "@/lib/teams/bio-service";
import { commentSchema, TEAM_MESSAGES, teamBioParams } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// GET /api/teams/{teamId}/bios/{bioId}/comments – a bio's comments, oldest first
export const GET = withAuth(async (_req, { params, viewer }) => {
  const { teamId, bioId } = await parseParamOr404(teamBioParams, params, TEAM_MESSAGES.bioNotFound);
  return json({ comments: await bioComments(viewer.id, teamId, bioId) });
});

// POST /api/teams/{teamId}/bios/{bioId}/comments – comment on a bio
export const POST = withAuth(async (req, { params, viewer }) => {
  const { teamId, bioId } = await parseParamOr404(teamBioParams, params, TEAM_MESSAGES.bioNotFound);
  const { body } = await parseJson(req, commentSchema, { maxBytes: 16 * 1024 });
  return json({ comment: await commentOnBio(viewer.id, teamId, bioId, body) }, 201);
});
