import { ACCOUNT_MESSAGES, deleteAccountSchema } from "@/lib/account/account.schema";
import { deleteAccount } from "@/lib/account/account-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

// DELETE /api/account – delete the account and every row about it (password confirmed)
export const DELETE = withAuth(async (req, { viewer }) => {
  const input = await parseJson(req, deleteAccountSchema);
  await deleteAccount(viewer.id, input.password);
  return json({ message: ACCOUNT_MESSAGES.deleted });
});
