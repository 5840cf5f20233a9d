import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { leaveTeam } from "@/lib/teams/team-service";
import { TEAM_MESSAGES, teamParams } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// POST /api/teams/{teamId}/leave – leave a team (its owner transfers or deletes it instead)
export const POST = withAuth(async (_req, { params, viewer }) => {
  const { teamId } = await parseParamOr404(teamParams, params, TEAM_MESSAGES.teamNotFound);
  await leaveTeam(viewer.id, teamId);
  return new Response(null, { status: 204 });
});
