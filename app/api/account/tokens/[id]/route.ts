import { API_TOKEN_MESSAGES, apiTokenIdSchema } from "@/lib/auth/api-token.schema";
import { revokeOwnToken } from "@/lib/auth/api-token-service";
import { AppError } from "@/lib/http/errors";
import { withAuth } from "@/lib/http/handler";

// DELETE /api/account/tokens/{id} – revoke one of the user's API tokens; 404 for someone else's
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const route = apiTokenIdSchema.safeParse(await params);
  if (!route.success) throw new AppError("NOT_FOUND", API_TOKEN_MESSAGES.notFound);
  await revokeOwnToken(viewer.id, route.data.id);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});
