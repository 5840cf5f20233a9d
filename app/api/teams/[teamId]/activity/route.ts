import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { teamActivity } from "@/lib/teams/bio-service";
import { TEAM_MESSAGES, teamParams } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// GET /api/teams/{teamId}/activity – who did what in the team, newest first
export const GET = withAuth(async (_req, { params, viewer }) => {
  const { teamId } = await parseParamOr404(teamParams, params, TEAM_MESSAGES.teamNotFound);
  return json({ activity: await teamActivity(viewer.id, teamId) });
});
