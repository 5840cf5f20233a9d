import { beforeAll, describe, expect, it } from "vitest";
import { POST as bootstrap } from "@/app/api/admin/bootstrap/route";
import { GET as mailbox } from "@/app/api/admin/mailbox/route";
import { PATCH as patchUser } from "@/app/api/admin/users/[id]/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { GET as me } from "@/app/api/auth/me/route";
import { ADMIN_EXISTS_MESSAGE } from "@/lib/admin/admin.schema";
import { storeMail } from "@/lib/db/mailbox";
import { createUser, getUserById, setAdmin } from "@/lib/db/users";
import { HIDDEN_LINK } from "@/lib/mail/mailbox";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

type Auth = Record<string, string>;
type ListBody = { users: Record<string, unknown>[]; total: number; page: number; pageSize: number };

const getUsers = (query: string, headers: Auth) =>
  callRoute(listUsers, { method: "GET", path: `/api/admin/users${query}`, headers });
const patch = (id: string, body: unknown, headers: Auth) =>
  callRoute(patchUser, { method: "PATCH", path: `/api/admin/users/${id}`, params: { id }, body, headers });
const getMail = (headers: Auth) => callRoute(mailbox, { method: "GET", path: "/api/admin/mailbox", headers });
const getMe = (headers: Auth) => callRoute(me, { method: "GET", path: "/api/auth/me", headers });
const createAdmin = (body: unknown, headers: Auth = {}) =>
  callRoute(bootstrap, { path: "/api/admin/bootstrap", body, headers });

async function registerAdmin(displayName = "Admin Tester") {
  const account = await registerUser({ displayName });
  await setAdmin({ userId: account.user.id, isAdmin: true });
  return account;
}

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`;

describe("admin APIs", () => {
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let member: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    admin = await registerAdmin();
    member = await registerUser({ displayName: "Plain Member" });
  });

  it("refuses a stranger's first-run bootstrap once an admin exists, even with a setup code", async () => {
    const stranger = { email: uniqueEmail("boot"), password: "a-strong-bootstrap-pass", displayName: "Late" };
    const res = await createAdmin({ ...stranger, setupCode: "ABCD-EFGH-JKMN-PQRS" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ADMIN_EXISTS_MESSAGE);
  });

  it("answers 401 signed out and 403 for a non-admin on every admin API", async () => {
    const body = { plan: "premium" };
    expect((await getUsers("", {})).status).toBe(401);
    expect((await patch(member.user.id, body, {})).status).toBe(401);
    expect((await getMail({})).status).toBe(401);
    expect((await getUsers("", { authorization: "Bearer bst_not-a-token" })).status).toBe(401);

    for (const res of [
      await getUsers("", member.auth),
      await patch(member.user.id, body, member.auth),
      await patch(admin.user.id, { isAdmin: false }, member.auth),
      await getMail(member.auth),
      await createAdmin(
        { email: uniqueEmail("nope"), password: "a-strong-bootstrap-pass", displayName: "Nope" },
        member.auth,
      ),
    ]) {
      expect(res.status).toBe(403);
      expect(typeof res.body.message).toBe("string");
    }
    expect((await getUserById({ id: member.user.id }))?.subscriptionStatus).toBe("free");
  });

  it("lists, searches and pages users without password hashes", async () => {
    const tag = `pager${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    for (let i = 0; i < 23; i++) {
      await createUser({
        email: `${tag}-${i}@example.com`,
        displayName: `Pager ${i}`,
        passwordHash: "not-a-real-hash",
      });
    }
    const first = await getUsers(`?q=${tag}`, admin.auth);
    expect(first.status).toBe(200);
    const page1 = first.body as unknown as ListBody;
    expect(page1).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(page1.users).toHaveLength(20);
    for (const user of page1.users) {
      expect(Object.keys(user).sort()).toEqual(
        [
          "createdAt",
          "disabledAt",
          "displayName",
          "email",
          "id",
          "isAdmin",
          "subscriptionStatus",
          "timeZone",
          "username",
        ].sort(),
      );
    }
    expect(JSON.stringify(page1)).not.toContain("not-a-real-hash");

    const page2 = (await getUsers(`?q=${tag}&page=2`, admin.auth)).body as unknown as ListBody;
    expect(page2).toMatchObject({ total: 23, page: 2 });
    expect(page2.users).toHaveLength(3);
    const ids = new Set([...page1.users, ...page2.users].map((u) => u.id));
    expect(ids.size).toBe(23);

    const beyond = (await getUsers(`?q=${tag}&page=9`, admin.auth)).body as unknown as ListBody;
    expect(beyond.users).toEqual([]);

    // By display name and by a single exact email.
    const byName = (await getUsers(`?q=${encodeURIComponent("Plain Member")}`, admin.auth)).body as unknown as ListBody;
    expect(byName.users.map((u) => u.id)).toContain(member.user.id);
    const byEmail = (await getUsers(`?q=${encodeURIComponent(member.email)}`, admin.auth)).body as unknown as ListBody;
    expect(byEmail).toMatchObject({ total: 1 });
    expect(byEmail.users[0]?.id).toBe(member.user.id);

    const everyone = (await getUsers("?q=&page=1", admin.auth)).body as unknown as ListBody;
    expect(everyone.total).toBeGreaterThanOrEqual(25);
  });

  it.each(["?page=0", "?page=abc", "?page=1.5", `?q=${"x".repeat(101)}`])("answers 400 for %s", async (query) => {
    const res = await getUsers(query, admin.auth);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });

  it("sets a plan", async () => {
    const target = await registerUser();
    const res = await patch(target.user.id, { plan: "premium" }, admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: target.user.id, subscriptionStatus: "premium" });
    expect(res.body).not.toHaveProperty("passwordHash");
    expect((await getMe(target.auth)).body).toMatchObject({
      subscriptionStatus: "premium",
      generationsRemaining: null,
    });

    const bad = await patch(target.user.id, { plan: "platinum" }, admin.auth);
    expect(bad.status).toBe(400);
    expect((await patch(target.user.id, {}, admin.auth)).status).toBe(400);
  });

  it("grants and revokes the admin right", async () => {
    const target = await registerUser();
    expect((await getUsers("", target.auth)).status).toBe(403);

    const granted = await patch(target.user.id, { isAdmin: true }, admin.auth);
    expect(granted.status).toBe(200);
    expect(granted.body.isAdmin).toBe(true);
    expect((await getUsers("", target.auth)).status).toBe(200);

    const revoked = await patch(target.user.id, { isAdmin: false }, admin.auth);
    expect(revoked.body.isAdmin).toBe(false);
    expect((await getUsers("", target.auth)).status).toBe(403);
  });

  it("disables an account, which ends its tokens, and enables it again", async () => {
    const target = await registerUser();
    expect((await getMe(target.auth)).status).toBe(200);

    const disabled = await patch(target.user.id, { disabled: true }, admin.auth);
    expect(disabled.status).toBe(200);
    expect(disabled.body.disabledAt).toEqual(expect.any(String));
    expect((await getMe(target.auth)).status).toBe(401);

    const again = await patch(target.user.id, { disabled: true }, admin.auth);
    expect(again.body.disabledAt).toBe(disabled.body.disabledAt);

    const enabled = await patch(target.user.id, { disabled: false }, admin.auth);
    expect(enabled.body.disabledAt).toBeNull();
    // The old token was revoked, not just paused.
    expect((await getMe(target.auth)).status).toBe(401);
  });

  it("refuses to let an admin revoke their own right or disable themselves", async () => {
    const self = await registerAdmin("Self Admin");
    const revoke = await patch(self.user.id, { isAdmin: false }, self.auth);
    expect(revoke.status).toBe(409);
    expect(String(revoke.body.message)).toMatch(/own admin right/);
    const disable = await patch(self.user.id, { disabled: true }, self.auth);
    expect(disable.status).toBe(409);
    expect(String(disable.body.message)).toMatch(/own account/);

    expect(await getUserById({ id: self.user.id })).toMatchObject({ isAdmin: true, disabledAt: null });
    expect((await getUsers("", self.auth)).status).toBe(200);
    // Changing their own plan is fine.
    expect((await patch(self.user.id, { plan: "pro" }, self.auth)).body.subscriptionStatus).toBe("pro");
  });

  it("answers 404 for an unknown user", async () => {
    const res = await patch("c-no-such-user", { plan: "pro" }, admin.auth);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("We couldn't find that user.");
  });

  it("ignores fields it does not own (mass assignment)", async () => {
    const target = await registerUser({ displayName: "Kept Name" });
    const res = await patch(
      target.user.id,
      {
        plan: "pro",
        subscriptionStatus: "premium",
        email: "hijack@example.com",
        displayName: "Hijacked",
        passwordHash: "x",
        id: "another-id",
        role: "owner",
        disabledAt: null,
      },
      admin.auth,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: target.user.id,
      email: target.email,
      displayName: "Kept Name",
      subscriptionStatus: "pro",
    });

    const created = await createAdmin(
      {
        email: uniqueEmail("made"),
        password: "a-strong-bootstrap-pass",
        displayName: "Made",
        id: "fixed-id",
        subscriptionStatus: "premium",
        disabledAt: "2020-01-01",
      },
      admin.auth,
    );
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ isAdmin: true, subscriptionStatus: "free", disabledAt: null });
    expect((created.body.user as { id: string }).id).not.toBe("fixed-id");
  });

  it("lets a signed-in admin create another admin, and answers 409 for a taken email", async () => {
    const email = uniqueEmail("second");
    const body = { email, password: "a-strong-bootstrap-pass", displayName: "Second Admin" };
    const res = await createAdmin(body, admin.auth);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, displayName: "Second Admin", isAdmin: true });

    const taken = await createAdmin({ ...body, email: email.toUpperCase() }, admin.auth);
    expect(taken.status).toBe(409);
    expect((await createAdmin({ ...body, email: member.email }, admin.auth)).status).toBe(409);
    expect((await createAdmin({ ...body, password: "password123" }, admin.auth)).status).toBe(400);
  });

  it("shows the dev mailbox, newest first, at most 50", async () => {
    const to = uniqueEmail("mail");
    await storeMail({ to, subject: "Hello admin", text: "A line\nand another" });
    const res = await getMail(admin.auth);
    expect(res.status).toBe(200);
    const messages = res.body.messages as { to: string; subject: string; text: string; createdAt: string }[];
    expect(messages.length).toBeLessThanOrEqual(50);
    expect(messages.find((m) => m.to === to)).toMatchObject({ subject: "Hello admin", text: "A line\nand another" });
  });

  it("never shows an admin the reset link mailed to another account, only their own", async () => {
    const link = (token: string) => `http://localhost:3000/instagram/reset-password?token=${token}`;
    await storeMail({
      to: member.email,
      subject: "Reset",
      text: `Choose a new password here: ${link("member-secret")}`,
    });
    await storeMail({ to: admin.email, subject: "Reset", text: `Choose a new password here: ${link("own-secret")}` });
    const messages = (await getMail(admin.auth)).body.messages as { to: string; subject: string; text: string }[];
    const toMember = messages.find((m) => m.to === member.email && m.subject === "Reset");
    expect(toMember?.text).toBe(`Choose a new password here: ${HIDDEN_LINK}`);
    expect(JSON.stringify(messages)).not.toContain("member-secret");
    expect(messages.find((m) => m.to === admin.email)?.text).toContain(link("own-secret"));
  });

  it("survives fuzzed bodies on PATCH /api/admin/users/{id}", async () => {
    const target = await registerUser();
    await fuzzJsonEndpoint(patchUser, {
      fields: ["plan", "isAdmin", "disabled"],
      headers: admin.auth,
      params: { id: target.user.id },
    });
    await fuzzJsonEndpoint(patchUser, {
      fields: ["plan"],
      headers: admin.auth,
      params: { id: "x".repeat(500) },
      runs: 10,
    });
  });

  it("survives fuzzed bodies on POST /api/admin/bootstrap", async () => {
    await fuzzJsonEndpoint(bootstrap, { fields: ["email", "password", "displayName"], headers: admin.auth });
    await fuzzJsonEndpoint(bootstrap, { fields: ["email", "password", "displayName"], runs: 10 });
  });
});
