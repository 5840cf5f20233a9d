import { ACCOUNT_MESSAGES, deleteAccountSchema } from "@/lib/account/account.schema";
import { deleteAccount } from "@/lib/account/account-service";
import { registerAccount } from "@/lib/auth/register-account";
import { handle, withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { toApiUser } from "@/lib/auth/api-user";

// POST /api/account – the sign-up form creates an account; no API token (the browser signs in with a session)
export const POST = handle(async (req) => {
  const user = await registerAccount(req);
  return json({ user: await toApiUser(user) }, 201);
});

// DELETE /api/account – delete the account and every row about it (password confirmed)
export const DELETE = withAuth(async (req, { viewer }) => {
  const input = await parseJson(req, deleteAccountSchema);
  await deleteAccount(viewer.id, input.password);
  return json({ message: ACCOUNT_MESSAGES.deleted });
});
