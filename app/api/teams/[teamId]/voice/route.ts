import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { clearTeamVoiceAs, setTeamVoiceAs } from "@/lib/teams/team-settings";
import { TEAM_MESSAGES, teamParams, teamVoiceSchema } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// PUT /api/teams/{teamId}/voice – a copy of one of the actor's saved voices becomes the team's voice (owner and admins)
export const PUT = withAuth(async (req, { params, viewer }) => {
  const { teamId } = await parseParamOr404(teamParams, params, TEAM_MESSAGES.teamNotFound);
  const { voiceId } = await parseJson(req, teamVoiceSchema, { maxBytes: 2 * 1024 });
  return json({ voice: await setTeamVoiceAs(viewer.id, teamId, voiceId) });
});

// DELETE /api/teams/{teamId}/voice – clear the team's voice (owner and admins)
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { teamId } = await parseParamOr404(teamParams, params, TEAM_MESSAGES.teamNotFound);
  await clearTeamVoiceAs(viewer.id, teamId);
  return new Response(null, { status: 204 });
});
