import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { changeMemberRole, removeTeamMember } from "@/lib/teams/team-service";
import { changeRoleSchema, TEAM_MESSAGES, teamMemberParams } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// PATCH /api/teams/{teamId}/members/{userId} – change a member's role
export const PATCH = withAuth(async (req, { params, viewer }) => {
  const { teamId, userId } = await parseParamOr404(teamMemberParams, params, TEAM_MESSAGES.memberNotFound);
  const { role } = await parseJson(req, changeRoleSchema, { maxBytes: 4 * 1024 });
  await changeMemberRole(viewer.id, teamId, userId, role);
  return json({ member: { userId, role } });
});

// DELETE /api/teams/{teamId}/members/{userId} – remove a member (your own id: leave the team)
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { teamId, userId } = await parseParamOr404(teamMemberParams, params, TEAM_MESSAGES.memberNotFound);
  await removeTeamMember(viewer.id, teamId, userId);
  return new Response(null, { status: 204 });
});
