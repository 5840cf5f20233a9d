import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { getCredentialsByEmail } from "@/lib/db/users";
import { AppError } from "@/lib/http/errors";
import { countAttempt, hitRateLimit, type Attempt } from "@/lib/http/rate-limit";
import type { LoginInput } from "./auth.schema";
import { burnPasswordCheck, verifyPassword } from "./password";

/** The login failure text: the same for an unknown email and a wrong password. */
export const LOGIN_FAILED_MESSAGE = "Login failed: the email or password is incorrect.";
export const TOO_MANY_LOGINS_MESSAGE = "Too many sign-in attempts. Please wait a few minutes and try again.";

const WINDOW_MS = 15 * 60 * 1000;
/** Ten attempts at one account from one address in 15 minutes; the next is 429, for that address only. */
export const ACCOUNT_ADDRESS_LIMIT = { name: "login-account-ip", max: 10, windowMs: WINDOW_MS };
/** Fifty attempts from one address across accounts (floods; generous for shared mobile addresses). */
export const IP_LIMIT = { name: "login-ip", max: 50, windowMs: WINDOW_MS };
/**
 * Past twenty attempts at one account from all addresses together, each further
 * one waits before its password is checked, never refused: a stranger can slow
 * guessing down but cannot lock the owner out.
 */
export const ACCOUNT_LIMIT = { name: "login-account", max: 20, windowMs: WINDOW_MS };
const DELAY_STEP_MS = 250;
const MAX_DELAY_MS = 3000;

/** How long an attempt waits when the account has had `count` attempts in the window. */
export function accountDelayMs(count: number): number {
  return Math.min(MAX_DELAY_MS, Math.max(0, count - ACCOUNT_LIMIT.max) * DELAY_STEP_MS);
}

/**
 * Checks an email and password: the one path for the browser form and the API.
 * Each attempt is counted before the password is checked, so parallel requests
 * cannot outrun the limits, and given back when it succeeds. While an address
 * is over its limit for an account, even a right password from it is refused.
 */
export async function checkCredentials(input: LoginInput, ip: string) {
  const attempts: Attempt[] = [];
  attempts.push(await countAttempt(IP_LIMIT, ip, TOO_MANY_LOGINS_MESSAGE));
  attempts.push(await countAttempt(ACCOUNT_ADDRESS_LIMIT, `${input.email} ${ip}`, TOO_MANY_LOGINS_MESSAGE));
  const account = await hitRateLimit(ACCOUNT_LIMIT, input.email);
  attempts.push(account);
  if (account.over) await sleep(accountDelayMs(account.count));

  const user = await getCredentialsByEmail({ email: input.email });
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, input.password);
  else await burnPasswordCheck(input.password);

  if (!ok || !user || user.disabledAt) throw new AppError("UNAUTHORIZED", LOGIN_FAILED_MESSAGE);
  await Promise.all(attempts.map((attempt) => attempt.release()));
  const { passwordHash: _omit, ...safe } = user;
  return safe;
}
