import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { deleteTeamAs, getTeamView } from "@/lib/teams/team-service";
import { TEAM_MESSAGES, teamParams } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// GET /api/teams/{teamId} – the team, its members, the user's permissions and (for inviters) open invitations
export const GET = withAuth(async (_req, { params, viewer }) => {
  const { teamId } = await parseParamOr404(teamParams, params, TEAM_MESSAGES.teamNotFound);
  return json(await getTeamView(viewer.id, teamId));
});

// DELETE /api/teams/{teamId} – delete the team with its bios (owner only)
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { teamId } = await parseParamOr404(teamParams, params, TEAM_MESSAGES.teamNotFound);
  await deleteTeamAs(viewer.id, teamId);
  return new Response(null, { status: 204 });
});
