import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { submitBio } from "@/lib/teams/bio-service";
import { TEAM_MESSAGES, teamBioParams } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// POST /api/teams/{teamId}/bios/{bioId}/submit – submit a draft for review
export const POST = withAuth(async (_req, { params, viewer }) => {
  const { teamId, bioId } = await parseParamOr404(teamBioParams, params, TEAM_MESSAGES.bioNotFound);
  return json({ bio: await submitBio(viewer.id, teamId, bioId) });
});
