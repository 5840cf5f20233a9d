import "server-only";
import { getCredentialsByEmail } from "@/lib/db/users";
import { AppError } from "@/lib/http/errors";
import { assertUnderRateLimit, enforceRateLimit, resetRateLimit } from "@/lib/http/rate-limit";
import type { LoginInput } from "./auth.schema";
import { burnPasswordCheck, verifyPassword } from "./password";

/** Spec §8's login failure text; the same for an unknown email and a wrong password. */
export const LOGIN_FAILED_MESSAGE = "Login failed: the email or password is incorrect.";
export const TOO_MANY_LOGINS_MESSAGE = "Too many sign-in attempts. Please wait a few minutes and try again.";

const WINDOW_MS = 15 * 60 * 1000;
/** Ten wrong passwords per account (or fifty per IP) in 15 minutes; the next is 429. */
export const ACCOUNT_LIMIT = { name: "login-account", max: 10, windowMs: WINDOW_MS };
export const IP_LIMIT = { name: "login-ip", max: 50, windowMs: WINDOW_MS };

/**
 * Checks an email and password: the one path for the browser form and the API.
 * While an account or IP is over its limit even a correct password is refused,
 * so guessing cannot go on until a lucky hit.
 */
export async function checkCredentials(input: LoginInput, ip: string) {
  await assertUnderRateLimit(ACCOUNT_LIMIT, input.email, TOO_MANY_LOGINS_MESSAGE);
  await assertUnderRateLimit(IP_LIMIT, ip, TOO_MANY_LOGINS_MESSAGE);

  const user = await getCredentialsByEmail({ email: input.email });
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, input.password);
  else await burnPasswordCheck(input.password);

  if (!ok || !user || user.disabledAt) {
    await enforceRateLimit(ACCOUNT_LIMIT, input.email, TOO_MANY_LOGINS_MESSAGE);
    await enforceRateLimit(IP_LIMIT, ip, TOO_MANY_LOGINS_MESSAGE);
    throw new AppError("UNAUTHORIZED", LOGIN_FAILED_MESSAGE);
  }
  await resetRateLimit(ACCOUNT_LIMIT, input.email);
  const { passwordHash: _omit, ...safe } = user;
  return safe;
}
