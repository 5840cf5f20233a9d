import { changePasswordSchema, ACCOUNT_MESSAGES } from "@/lib/account/account.schema";
import { changePassword } from "@/lib/account/account-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

// POST /api/account/password – change the password; every other session and API token ends
export const POST = withAuth(async (req, { viewer }) => {
  const input = await parseJson(req, changePasswordSchema);
  await changePassword(viewer.id, input, viewer.sessionId);
  return json({ message: ACCOUNT_MESSAGES.passwordChanged });
});
