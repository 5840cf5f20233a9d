import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { acceptInvite } from "@/lib/teams/invite-service";
import { tokenSchema } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// POST /api/teams/invites/accept – join a team with an invitation's token
export const POST = withAuth(async (req, { viewer }) => {
  const { token } = await parseJson(req, tokenSchema, { maxBytes: 4 * 1024 });
  return json({ team: await acceptInvite(viewer, token) });
});
