import { API_TOKEN_MESSAGES, apiTokenIdSchema } from "@/lib/auth/api-token.schema";
import { revokeOwnToken } from "@/lib/auth/api-token-service";
import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";

// DELETE /api/account/tokens/{id} – revoke one of the user's API tokens; 404 for someone else's
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(apiTokenIdSchema, params, API_TOKEN_MESSAGES.notFound);
  await revokeOwnToken(viewer.id, id);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});
