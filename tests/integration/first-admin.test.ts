import { describe, expect, it, vi } from "vitest";

// A fresh install of its own: no administrator exists until this file makes one.
await vi.hoisted(async () => {
  const { freshDatabaseUrl } = await import("../support/fresh-database");
  process.env.DATABASE_URL = freshDatabaseUrl("first_admin");
});

const { POST: bootstrap } = await import("@/app/api/admin/bootstrap/route");
const { ADMIN_EXISTS_MESSAGE, SETUP_CODE_MESSAGE } = await import("@/lib/admin/admin.schema");
const { ensureConfiguredAdmin, prepareAdministration } = await import("@/lib/admin/startup");
const { POST: login } = await import("@/app/api/auth/login/route");
const { GET: me } = await import("@/app/api/auth/me/route");
const { countAdmins, getUserByEmail } = await import("@/lib/db/users");
const { callRoute } = await import("../support/call-route");
const { registerUser } = await import("../support/users");

const createAdmin = (body: Record<string, unknown>) => callRoute(bootstrap, { path: "/api/admin/bootstrap", body });
const stranger = (email: string) => ({ email, password: "a-strong-bootstrap-pass", displayName: "First Admin" });

/** What the server prints at start. */
async function startServer() {
  const lines: string[] = [];
  await prepareAdministration((line) => lines.push(line));
  const printed = lines.join("\n");
  return { printed, code: /one-time setup code: (\S+)/.exec(printed)?.[1] };
}

describe("the first administrator of a fresh install", () => {
  it("cannot be created by a stranger without the setup code the server printed", async () => {
    expect(await countAdmins()).toBe(0);
    const { code } = await startServer();
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

    const without = await createAdmin(stranger("no-code@example.com"));
    expect(without.status).toBe(403);
    expect(without.body.message).toBe(SETUP_CODE_MESSAGE);
    const wrong = await createAdmin({ ...stranger("wrong-code@example.com"), setupCode: "ABCD-EFGH-JKMN-PQRS" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(SETUP_CODE_MESSAGE);
    expect(await countAdmins()).toBe(0);
    expect(await getUserByEmail({ email: "no-code@example.com" })).toBeNull();
  });

  it("is created with the printed code, which every restart agrees on and which works once", async () => {
    const first = await startServer();
    const restart = await startServer();
    expect(restart.code).toBe(first.code);
    expect(first.printed).toContain("/instagram/create-admin");

    // Two people with the code at once: one administrator.
    const typed = first.code!.toLowerCase().replaceAll("-", " ");
    const answers = await Promise.all([
      createAdmin({ ...stranger("first@example.com"), setupCode: typed }),
      createAdmin({ ...stranger("second@example.com"), setupCode: first.code }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403]);
    expect(await countAdmins()).toBe(1);

    const later = await createAdmin({ ...stranger("third@example.com"), setupCode: first.code });
    expect(later.status).toBe(403);
    expect(later.body.message).toBe(ADMIN_EXISTS_MESSAGE);
    // Once an administrator exists the server prints no code any more.
    expect((await startServer()).printed).not.toContain("setup code");
  });
});

describe("ADMIN_EMAIL and ADMIN_PASSWORD at start", () => {
  const signIn = (email: string, password: string) => callRoute(login, { body: { email, password } });

  it("creates that administrator, who signs in with that password; a restart changes nothing", async () => {
    expect(await ensureConfiguredAdmin("Ops@Example.com", "deploy-admin-passphrase")).toBe("created");
    expect(await getUserByEmail({ email: "ops@example.com" })).toMatchObject({ isAdmin: true, disabledAt: null });
    expect((await signIn("ops@example.com", "deploy-admin-passphrase")).status).toBe(200);
    expect(await ensureConfiguredAdmin("ops@example.com", "deploy-admin-passphrase")).toBe("present");
  });

  it("promotes an account registered before with that address, and whoever registered it is out", async () => {
    const squatter = await registerUser({ email: "owner@example.com", password: "squatter-passphrase" });
    expect(await ensureConfiguredAdmin("owner@example.com", "the-operators-passphrase")).toBe("promoted");
    expect(await getUserByEmail({ email: "owner@example.com" })).toMatchObject({ isAdmin: true });
    expect((await callRoute(me, { method: "GET", headers: squatter.auth })).status).toBe(401);
    expect((await signIn("owner@example.com", "squatter-passphrase")).status).toBe(401);
    expect((await signIn("owner@example.com", "the-operators-passphrase")).status).toBe(200);
  });

  it("refuses a weak ADMIN_PASSWORD and creates nothing", async () => {
    await expect(ensureConfiguredAdmin("weak@example.com", "password123")).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await getUserByEmail({ email: "weak@example.com" })).toBeNull();
  });
});
