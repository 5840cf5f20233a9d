import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { createInviteLink } from "@/lib/teams/invite-service";
import { linkInviteSchema, TEAM_MESSAGES, teamParams } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// POST /api/teams/{teamId}/invite-link – a new reusable invite link (the old one stops working); shown once
export const POST = withAuth(async (req, { params, viewer }) => {
  const { teamId } = await parseParamOr404(teamParams, params, TEAM_MESSAGES.teamNotFound);
  const { role } = await parseJson(req, linkInviteSchema, { maxBytes: 4 * 1024 });
  return json({ invite: await createInviteLink(viewer.id, teamId, role) }, 201);
});
