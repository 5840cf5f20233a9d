import "server-only";
import { createUser } from "@/lib/db/users";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { parseJson } from "@/lib/http/parse";
import { clientIp, enforceRateLimit } from "@/lib/http/rate-limit";
import { registerSchema } from "./auth.schema";
import { hashPassword } from "./password";

const LIMIT = { name: "register-ip", max: env.SIGNUPS_PER_HOUR_PER_ADDRESS, windowMs: 60 * 60 * 1000 };

/**
 * Creates an account from a sign-up request (email, password, display name).
 * Both sign-up endpoints share it, and its per-network limit.
 */
export async function registerAccount(req: Request) {
  await enforceRateLimit(LIMIT, clientIp(req), "Too many sign-ups from this network. Please try again later.");
  const input = await parseJson(req, registerSchema);
  const user = await createUser({
    email: input.email,
    displayName: input.displayName,
    passwordHash: await hashPassword(input.password),
  });
  if (!user) throw new AppError("CONFLICT", "An account with this email already exists. Try signing in instead.");
  return user;
}
