import { ACCOUNT_MESSAGES } from "@/lib/account/account.schema";
import { endAllSessions } from "@/lib/db/account";
import { withAuth } from "@/lib/http/handler";
import { json } from "@/lib/http/respond";

// POST /api/account/sign-out-everywhere – ends every session and API token, this one included
export const POST = withAuth(async (_req, { viewer }) => {
  await endAllSessions({ userId: viewer.id });
  return json({ message: ACCOUNT_MESSAGES.signedOutEverywhere });
});
