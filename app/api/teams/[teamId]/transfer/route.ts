import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { transferTeam } from "@/lib/teams/team-service";
import { TEAM_MESSAGES, teamParams, transferSchema } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// POST /api/teams/{teamId}/transfer – hand the team to another member; the old owner becomes an admin
export const POST = withAuth(async (req, { params, viewer }) => {
  const { teamId } = await parseParamOr404(teamParams, params, TEAM_MESSAGES.teamNotFound);
  const { userId } = await parseJson(req, transferSchema, { maxBytes: 4 * 1024 });
  await transferTeam(viewer.id, teamId, userId);
  return json({ ownerId: userId });
});
