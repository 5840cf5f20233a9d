import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { createBio, listBios } from "@/lib/teams/bio-service";
import { createBioSchema, TEAM_MESSAGES, teamParams } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// GET /api/teams/{teamId}/bios – the team's bios, newest change first
export const GET = withAuth(async (_req, { params, viewer }) => {
  const { teamId } = await parseParamOr404(teamParams, params, TEAM_MESSAGES.teamNotFound);
  return json({ bios: await listBios(viewer.id, teamId) });
});

// POST /api/teams/{teamId}/bios – a new draft (written, generated, from a template or a saved bio)
export const POST = withAuth(async (req, { params, viewer }) => {
  const { teamId } = await parseParamOr404(teamParams, params, TEAM_MESSAGES.teamNotFound);
  const input = await parseJson(req, createBioSchema, { maxBytes: 16 * 1024 });
  return json({ bio: await createBio(viewer.id, teamId, input) }, 201);
});
