import { createApiTokenSchema } from "@/lib/auth/api-token.schema";
import { createOwnApiToken, listOwnApiTokens } from "@/lib/auth/api-token-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/account/tokens – the signed-in user's live API tokens (never the tokens themselves)
export const GET = withAuth(async (_req, { viewer }) => json({ tokens: await listOwnApiTokens(viewer.id) }));

// POST /api/account/tokens – create a named API token; the token is in this answer only
export const POST = withAuth(async (req, { viewer }) => {
  const { name } = await parseJson(req, createApiTokenSchema, { maxBytes: 1024 });
  return json(await createOwnApiToken(viewer.id, name), 201);
});
