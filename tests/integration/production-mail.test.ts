import { beforeAll, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/lib/env";

// A production server without SMTP_URL: there is no dev mailbox, and nothing pretends to send mail.
vi.mock("@/lib/env", async (importOriginal) => {
  const original = await importOriginal<typeof EnvModule>();
  return { ...original, env: { ...original.env, NODE_ENV: "production", SMTP_URL: undefined } };
});

const { GET: mailbox } = await import("@/app/api/admin/mailbox/route");
const { POST: requestReset } = await import("@/app/api/auth/password-reset/route");
const { RESET_UNAVAILABLE_MESSAGE } = await import("@/lib/auth/password-reset");
const { listMail } = await import("@/lib/db/mailbox");
const { setAdmin } = await import("@/lib/db/users");
const { mailDelivery, sendMail } = await import("@/lib/mail/send-mail");
const { callRoute } = await import("../support/call-route");
const { registerUser } = await import("../support/users");

describe("production without SMTP_URL", () => {
  let admin: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    admin = await registerUser();
    await setAdmin({ userId: admin.user.id, isAdmin: true });
  });

  it("says password reset is unavailable instead of pretending to mail a link", async () => {
    const user = await registerUser();
    const res = await callRoute(requestReset, { path: "/api/auth/password-reset", body: { email: user.email } });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(RESET_UNAVAILABLE_MESSAGE);
    expect(await listMail({ to: user.email })).toEqual([]);
  });

  it("has no dev mailbox: the admin API answers 404 and no mail is stored", async () => {
    const res = await callRoute(mailbox, { method: "GET", path: "/api/admin/mailbox", headers: admin.auth });
    expect(res.status).toBe(404);
    const to = `prod-${Date.now()}@example.com`;
    await expect(sendMail({ to, subject: "s", text: "t" })).rejects.toThrow(/SMTP_URL/);
    expect(await listMail({ to })).toEqual([]);
    // The admin dashboard's warning shows on this condition.
    expect(mailDelivery()).toBe("none");
  });
});
