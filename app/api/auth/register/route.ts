import { registerSchema } from "@/lib/auth/auth.schema";
import { issueApiToken } from "@/lib/auth/issue-token";
import { hashPassword } from "@/lib/auth/password";
import { createUser } from "@/lib/db/users";
import { AppError } from "@/lib/http/errors";
import { handle } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { clientIp, enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";
import { toApiUser } from "@/lib/users/api-user";

const LIMIT = { name: "register-ip", max: 100, windowMs: 60 * 60 * 1000 };

// POST /api/auth/register – create an account; answers with an API token and the user
export const POST = handle(async (req) => {
  await enforceRateLimit(LIMIT, clientIp(req), "Too many sign-ups from this network. Please try again later.");
  const input = await parseJson(req, registerSchema);
  const user = await createUser({
    email: input.email,
    displayName: input.displayName,
    passwordHash: await hashPassword(input.password),
  });
  if (!user) throw new AppError("CONFLICT", "An account with this email already exists. Try signing in instead.");
  const token = await issueApiToken(user.id);
  return json({ token, user: await toApiUser(user) }, 201);
});
