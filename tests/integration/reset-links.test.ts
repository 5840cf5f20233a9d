import { describe, expect, it } from "vitest";
import { POST as changePasswordRoute } from "@/app/api/account/password/route";
import { POST as signOutEverywhereRoute } from "@/app/api/account/sign-out-everywhere/route";
import { PATCH as patchUser } from "@/app/api/admin/users/[id]/route";
import { POST as confirmReset } from "@/app/api/auth/password-reset/confirm/route";
import { RESET_INVALID_MESSAGE } from "@/lib/auth/password-reset";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { createResetToken } from "@/lib/db/reset-tokens";
import { setAdmin } from "@/lib/db/users";
import { callRoute } from "../support/call-route";
import { registerUser } from "../support/users";

// A reset link mailed earlier (perhaps to a mailbox someone else reads now) must not outlive
// the moment its owner secures the account: a reset, a password change, signing out everywhere,
// or an administrator disabling the account.

/** A reset link as the mail carries it: its token (only the hash is stored). */
async function outstandingLink(userId: string) {
  const token = newToken();
  await createResetToken({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
  return token;
}

const confirmWith = (token: string) =>
  callRoute(confirmReset, {
    path: "/api/auth/password-reset/confirm",
    body: { token, password: "taken-over-passphrase" },
  });

async function expectDead(token: string) {
  const res = await confirmWith(token);
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(RESET_INVALID_MESSAGE);
}

describe("outstanding password-reset links", () => {
  it("die when the password is reset with another of them", async () => {
    const user = await registerUser();
    const [first, second] = [await outstandingLink(user.user.id), await outstandingLink(user.user.id)];
    expect((await callRoute(confirmReset, { body: { token: first, password: "my-reset-passphrase" } })).status).toBe(
      200,
    );
    await expectDead(second);
  });

  it("die when the password is changed in the account settings", async () => {
    const user = await registerUser();
    const link = await outstandingLink(user.user.id);
    const body = { currentPassword: user.password, newPassword: "a-changed-passphrase" };
    expect((await callRoute(changePasswordRoute, { body, headers: user.auth })).status).toBe(200);
    await expectDead(link);
  });

  it("die on sign out everywhere", async () => {
    const user = await registerUser();
    const link = await outstandingLink(user.user.id);
    expect((await callRoute(signOutEverywhereRoute, { body: {}, headers: user.auth })).status).toBe(200);
    await expectDead(link);
  });

  it("die when an administrator disables the account", async () => {
    const [admin, user] = [await registerUser(), await registerUser()];
    await setAdmin({ userId: admin.user.id, isAdmin: true });
    const link = await outstandingLink(user.user.id);
    const params = { id: user.user.id };
    const res = await callRoute(patchUser, { method: "PATCH", params, body: { disabled: true }, headers: admin.auth });
    expect(res.status).toBe(200);
    await expectDead(link);
  });
});
