import { issueApiToken } from "@/lib/auth/issue-token";
import { registerAccount } from "@/lib/auth/register-account";
import { handle } from "@/lib/http/handler";
import { json } from "@/lib/http/respond";
import { toApiUser } from "@/lib/auth/api-user";

// POST /api/auth/register – create an account for an API client; answers with an API token and the user
export const POST = handle(async (req) => {
  const user = await registerAccount(req);
  const token = await issueApiToken(user.id);
  return json({ token, user: await toApiUser(user) }, 201);
});
