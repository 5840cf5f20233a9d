import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { ACCOUNT_ADDRESS_LIMIT, ACCOUNT_LIMIT } from "@/lib/auth/sign-in";
import { callRoute } from "../support/call-route";
import { registerUser } from "../support/users";

// Sign-in throttling as an attacker meets it: attempts counted before the
// password is checked, per account and address, under the connection's own
// address whatever X-Forwarded-For says.

let next = 0;
/** A fresh documentation-range address per call, so tests never share a bucket. */
function address() {
  next += 1;
  return `198.18.${Math.floor(Math.random() * 200)}.${next % 250}`;
}

const attempt = (email: string, password: string, peer: string, headers: Record<string, string> = {}) =>
  callRoute(login, { path: "/api/auth/login", body: { email, password }, peer, headers });

const statuses = (results: { status: number }[]) => results.map((r) => r.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe("login throttling", () => {
  it("30 parallel wrong attempts from one address: at most the limit's worth are judged, the rest 429; then even a right guess from there is refused", async () => {
    const { email, password } = await registerUser();
    const attacker = address();
    const results = statuses(
      await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(email, `wrong-${i}-pass`, attacker))),
    );
    expect(count(results, 401)).toBeGreaterThan(0);
    expect(count(results, 401)).toBeLessThanOrEqual(ACCOUNT_ADDRESS_LIMIT.max);
    expect(count(results, 429)).toBe(30 - count(results, 401));
    expect((await attempt(email, password, attacker)).status).toBe(429);
    // The owner, from their own address, still signs in.
    expect((await attempt(email, password, address())).status).toBe(200);
  });

  it("counts the connection's address, not the X-Forwarded-For the client sends", async () => {
    const { email } = await registerUser();
    const attacker = address();
    const results: number[] = [];
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT.max + 3; i++) {
      const spoofed = { "x-forwarded-for": `203.0.113.${i + 1}`, "x-real-ip": `192.0.2.${i + 1}` };
      results.push((await attempt(email, `wrong-${i}-pass`, attacker, spoofed)).status);
    }
    expect(results.slice(0, ACCOUNT_ADDRESS_LIMIT.max).every((s) => s === 401)).toBe(true);
    expect(results.slice(ACCOUNT_ADDRESS_LIMIT.max)).toEqual([429, 429, 429]);
  });

  it("a stranger spreading guesses over many addresses slows the account down but cannot lock the owner out", async () => {
    const { email, password } = await registerUser();
    const guesses = ACCOUNT_LIMIT.max + 4;
    const results = statuses(
      await Promise.all(Array.from({ length: guesses }, (_, i) => attempt(email, `wrong-${i}-pass`, address()))),
    );
    expect(results).toEqual(Array.from({ length: guesses }, () => 401));
    expect((await attempt(email, password, address())).status).toBe(200);
  });

  it("gives a successful attempt back: signing in often from one address is never throttled", async () => {
    const { email, password } = await registerUser();
    const home = address();
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT.max + 2; i++) {
      expect((await attempt(email, password, home)).status).toBe(200);
    }
    expect((await attempt(email, "one-typo-pass", home)).status).toBe(401);
  });
});
