import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { createTeamFor, listMyTeams } from "@/lib/teams/team-service";
import { createTeamSchema } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// GET /api/teams – the teams the user is on, with their role in each
export const GET = withAuth(async (_req, { viewer }) => json({ teams: await listMyTeams(viewer.id) }));

// POST /api/teams – create a team; the user becomes its owner
export const POST = withAuth(async (req, { viewer }) => {
  const { name } = await parseJson(req, createTeamSchema, { maxBytes: 4 * 1024 });
  return json({ team: await createTeamFor(viewer.id, name) }, 201);
});
