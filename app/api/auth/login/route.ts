import { loginSchema } from "@/lib/auth/auth.schema";
import { issueApiToken } from "@/lib/auth/issue-token";
import { checkCredentials } from "@/lib/auth/sign-in";
import { handle } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { clientIp } from "@/lib/http/client-ip";
import { json } from "@/lib/http/respond";
import { toApiUser } from "@/lib/auth/api-user";

// POST /api/auth/login – check credentials; answers with a new API token and the user
export const POST = handle(async (req) => {
  const input = await parseJson(req, loginSchema);
  const user = await checkCredentials(input, clientIp(req));
  const token = await issueApiToken(user.id);
  return json({ token, user: await toApiUser(user) });
});
