import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { approveBio } from "@/lib/teams/bio-service";
import { TEAM_MESSAGES, teamBioParams } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// POST /api/teams/{teamId}/bios/{bioId}/approve – approve a bio in review (not your own)
export const POST = withAuth(async (_req, { params, viewer }) => {
  const { teamId, bioId } = await parseParamOr404(teamBioParams, params, TEAM_MESSAGES.bioNotFound);
  return json({ bio: await approveBio(viewer.id, teamId, bioId) });
});
