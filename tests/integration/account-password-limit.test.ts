import { describe, expect, it } from "vitest";
import { DELETE as deleteAccountRoute } from "@/app/api/account/route";
import { POST as changePasswordRoute } from "@/app/api/account/password/route";
import { GET as me } from "@/app/api/auth/me/route";
import { WRONG_PASSWORD_LIMIT } from "@/lib/account/account-service";
import { callRoute } from "../support/call-route";
import { registerUser } from "../support/users";

// The current-password check (password change, account deletion) is limited
// like sign-in: the limit is checked before the password, so once it is used
// up no guess is judged any more, not even a right one.

const changePassword = (currentPassword: string, auth: Record<string, string>) =>
  callRoute(changePasswordRoute, {
    path: "/api/account/password",
    body: { currentPassword, newPassword: "a-brand-new-passphrase" },
    headers: auth,
  });
const deleteAccount = (password: string, auth: Record<string, string>) =>
  callRoute(deleteAccountRoute, {
    method: "DELETE",
    path: "/api/account",
    body: { password, confirm: "DELETE" },
    headers: auth,
  });

describe("the current-password check", () => {
  it("30 parallel wrong attempts: at most the limit's worth are judged, the rest 429; then even the right one is refused", async () => {
    const user = await registerUser();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => changePassword(`wrong-${i}-pass`, user.auth)),
    );
    const judged = results.filter((r) => r.status === 403).length;
    expect(judged).toBeGreaterThan(0);
    expect(judged).toBeLessThanOrEqual(WRONG_PASSWORD_LIMIT.max);
    expect(results.filter((r) => r.status === 429)).toHaveLength(30 - judged);
    const right = await changePassword(user.password, user.auth);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("deleting the account: after the limit of wrong passwords the right one is refused and the account stays", async () => {
    const user = await registerUser();
    for (let i = 0; i < WRONG_PASSWORD_LIMIT.max; i++) {
      expect((await deleteAccount(`wrong-${i}-pass`, user.auth)).status).toBe(403);
    }
    expect((await deleteAccount(user.password, user.auth)).status).toBe(429);
    expect((await callRoute(me, { method: "GET", headers: user.auth })).status).toBe(200);
  });
});
