import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { inviteByEmail } from "@/lib/teams/invite-service";
import { emailInviteSchema, TEAM_MESSAGES, teamParams } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// POST /api/teams/{teamId}/invites – invite by email: a single-use link that expires in 7 days
export const POST = withAuth(async (req, { params, viewer }) => {
  const { teamId } = await parseParamOr404(teamParams, params, TEAM_MESSAGES.teamNotFound);
  const input = await parseJson(req, emailInviteSchema, { maxBytes: 4 * 1024 });
  return json({ invite: await inviteByEmail(viewer.id, teamId, input) }, 201);
});
