import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { deleteTeamAs, getTeamView } from "@/lib/teams/team-service";
import { renameTeamAs } from "@/lib/teams/team-settings";
import { renameTeamSchema, TEAM_MESSAGES, teamParams } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// GET /api/teams/{teamId} – the team, its members, the user's permissions and (for inviters) open invitations
export const GET = withAuth(async (_req, { params, viewer }) => {
  const { teamId } = await parseParamOr404(teamParams, params, TEAM_MESSAGES.teamNotFound);
  return json(await getTeamView(viewer.id, teamId));
});

// PATCH /api/teams/{teamId} – rename the team (owner and admins); logged in the activity
export const PATCH = withAuth(async (req, { params, viewer }) => {
  const { teamId } = await parseParamOr404(teamParams, params, TEAM_MESSAGES.teamNotFound);
  const { name } = await parseJson(req, renameTeamSchema, { maxBytes: 2 * 1024 });
  return json({ team: await renameTeamAs(viewer.id, teamId, name) });
});

// DELETE /api/teams/{teamId} – delete the team with its bios (owner only)
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { teamId } = await parseParamOr404(teamParams, params, TEAM_MESSAGES.teamNotFound);
  await deleteTeamAs(viewer.id, teamId);
  return new Response(null, { status: 204 });
});
