import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { rejectBio } from "@/lib/teams/bio-service";
import { rejectSchema, TEAM_MESSAGES, teamBioParams } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// POST /api/teams/{teamId}/bios/{bioId}/reject – send a bio in review back to draft with a required comment
export const POST = withAuth(async (req, { params, viewer }) => {
  const { teamId, bioId } = await parseParamOr404(teamBioParams, params, TEAM_MESSAGES.bioNotFound);
  const { comment } = await parseJson(req, rejectSchema, { maxBytes: 16 * 1024 });
  return json({ bio: await rejectBio(viewer.id, teamId, bioId, comment) });
});
