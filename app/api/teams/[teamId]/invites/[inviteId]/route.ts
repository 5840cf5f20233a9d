import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { revokeTeamInvite } from "@/lib/teams/invite-service";
import { TEAM_MESSAGES, teamInviteParams } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// DELETE /api/teams/{teamId}/invites/{inviteId} – cancel an email invitation or revoke an invite link
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { teamId, inviteId } = await parseParamOr404(teamInviteParams, params, TEAM_MESSAGES.inviteNotFound);
  await revokeTeamInvite(viewer.id, teamId, inviteId);
  return new Response(null, { status: 204 });
});
