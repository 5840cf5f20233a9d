import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { declineTeamInvite } from "@/lib/teams/invite-service";
import { tokenSchema } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// POST /api/teams/invites/decline – decline an email invitation (its seat frees up)
export const POST = withAuth(async (req, { viewer }) => {
  const { token } = await parseJson(req, tokenSchema, { maxBytes: 4 * 1024 });
  await declineTeamInvite(viewer, token);
  return new Response(null, { status: 204 });
});
