import { revokeApiToken } from "@/lib/db/api-tokens";
import { revokeSession } from "@/lib/db/auth-sessions";
import { withAuth } from "@/lib/http/handler";
import { json } from "@/lib/http/respond";

// POST /api/auth/logout – ends the session or API token this request used
export const POST = withAuth(async (_req, { viewer }) => {
  if (viewer.tokenHash) await revokeApiToken({ tokenHash: viewer.tokenHash });
  if (viewer.sessionId) await revokeSession({ id: viewer.sessionId });
  return json({ message: "You have been successfully logged out" });
});
