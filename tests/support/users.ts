import { POST as register } from "@/app/api/auth/register/route";
import { setUserTimeZone } from "@/lib/db/gamification";
import { callRoute } from "./call-route";

/**
 * A fixed-offset zone in which it is about noon right now, on the same calendar day as UTC.
 * Badges such as Night Owl (0-5 h) and Early Bird (5-8 h) depend on the hour of the user's
 * own day: new test users live at noon, so a suite run at 01:00 UTC gets the same unlocks as
 * one run at 15:00. Tests of the clock rules pass their own zone and `now`.
 */
export function middayTimeZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours(); // -11 … +12
  // Etc/GMT names count the other way round: Etc/GMT-3 is UTC+3.
  return offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

let counter = 0;

/** A fresh account through the real register endpoint; returns its API token. */
export async function registerUser(overrides: { email?: string; password?: string; displayName?: string } = {}) {
  counter += 1;
  const email = overrides.email ?? `user-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = overrides.password ?? "correct-horse-battery-staple";
  const res = await callRoute(register, {
    body: { email, password, displayName: overrides.displayName ?? "Test User" },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const user = res.body.user as { id: string; email: string };
  await setUserTimeZone({ userId: user.id, timeZone: middayTimeZone() });
  return { email, password, token: String(res.body.token), user, auth: { authorization: `Bearer ${res.body.token}` } };
}
