import { afterEach, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/lib/env";
import { DELETE as revokeRoute } from "@/app/api/account/tokens/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/account/tokens/route";
import { POST as signUpRoute } from "@/app/api/account/route";
import { GET as me } from "@/app/api/auth/me/route";
import { db } from "@/lib/db/client";
import { callRoute } from "../support/call-route";
import { registerUser } from "../support/users";

// A mutable view of the validated env, so one test can shorten the token lifetime.
const testEnv = vi.hoisted(() => ({ overrides: {} as Record<string, unknown> }));
vi.mock("@/lib/env", async (importOriginal) => {
  const mod = await importOriginal<typeof EnvModule>();
  const env = new Proxy(mod.env, {
    get: (target, key: string) =>
      key in testEnv.overrides ? testEnv.overrides[key] : target[key as keyof typeof target],
  });
  return { ...mod, env };
});

const DAY = 24 * 60 * 60 * 1000;
type TokenView = { id: string; name: string; createdAt: string; lastUsedAt: string | null; expiresAt: string };

const getMe = (auth: Record<string, string>) => callRoute(me, { method: "GET", headers: auth });
const list = async (auth: Record<string, string>) => {
  const res = await callRoute(listRoute, { method: "GET", headers: auth });
  expect(res.status).toBe(200);
  return res.body.tokens as TokenView[];
};
const create = (auth: Record<string, string>, name: unknown) =>
  callRoute(createRoute, { body: { name }, headers: auth });
const revoke = (auth: Record<string, string>, id: string) =>
  callRoute(revokeRoute, { method: "DELETE", headers: auth, params: { id } });
const bearer = (token: unknown) => ({ authorization: `Bearer ${String(token)}` });

afterEach(() => {
  vi.useRealTimers();
  testEnv.overrides = {};
});

describe("API token management", () => {
  it("creates a named token shown once, which then works and is listed without its secret", async () => {
    const { auth } = await registerUser();
    const res = await create(auth, "  Zapier  ");
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^bst_/);
    expect(res.body.apiToken).toMatchObject({ name: "Zapier", lastUsedAt: null });
    expect((await getMe(bearer(res.body.token))).status).toBe(200);

    const tokens = await list(auth);
    expect(tokens.map((t) => t.name)).toEqual(["Zapier", "API sign-in"]); // newest first, then the sign-up's token
    expect(JSON.stringify(tokens)).not.toContain(String(res.body.token));
    expect(JSON.stringify(tokens)).not.toMatch(/hash/i);
  });

  it("refuses a blank, overlong or control-character name with 400", async () => {
    const { auth } = await registerUser();
    for (const name of ["", "   ", "x".repeat(51), "a\u0000b", 42]) {
      const res = await create(auth, name);
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
  });

  it("revokes a token: it answers 401 from then on and leaves the list", async () => {
    const { auth } = await registerUser();
    const made = await create(auth, "old script");
    const id = (made.body.apiToken as TokenView).id;
    expect((await revoke(auth, id)).status).toBe(204);
    expect((await getMe(bearer(made.body.token))).status).toBe(401);
    expect((await list(auth)).map((t) => t.id)).not.toContain(id);
    expect((await revoke(auth, id)).status).toBe(404);
  });

  it("answers 404 for someone else's token and leaves it working (no IDOR)", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const made = await create(owner.auth, "owner's");
    const id = (made.body.apiToken as TokenView).id;
    const res = await revoke(other.auth, id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("We couldn't find that token.");
    expect((await getMe(bearer(made.body.token))).status).toBe(200);
    expect((await list(other.auth)).map((t) => t.id)).not.toContain(id);
  });

  it("needs a signed-in user for every handler", async () => {
    expect((await callRoute(listRoute, { method: "GET" })).status).toBe(401);
    expect((await callRoute(createRoute, { body: { name: "x" } })).status).toBe(401);
    expect((await callRoute(revokeRoute, { method: "DELETE", params: { id: "abcdefghij12" } })).status).toBe(401);
  });
});

describe("API token expiry", () => {
  it("works for 90 days by default, then answers 401 and leaves the list", async () => {
    const { auth, token } = await registerUser();
    const [listed] = await list(auth);
    const expiresIn = Date.parse(listed!.expiresAt) - Date.parse(listed!.createdAt);
    expect(Math.round(expiresIn / DAY)).toBe(90);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 89 * DAY);
    expect((await getMe(bearer(token))).status).toBe(200);
    vi.setSystemTime(Date.now() + 2 * DAY);
    const res = await getMe(bearer(token));
    expect(res.status).toBe(401);
    expect(typeof res.body.message).toBe("string");
  });

  it("follows API_TOKEN_TTL_DAYS", async () => {
    testEnv.overrides = { API_TOKEN_TTL_DAYS: 7 };
    const { auth } = await registerUser();
    const made = await create(auth, "short-lived");
    const view = made.body.apiToken as TokenView;
    expect(Math.round((Date.parse(view.expiresAt) - Date.parse(view.createdAt)) / DAY)).toBe(7);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 8 * DAY);
    expect((await getMe(bearer(made.body.token))).status).toBe(401);
  });

  it("gives tokens issued before expiry dates existed one lifetime from their creation", async () => {
    const { auth, token, user } = await registerUser();
    await db.apiToken.updateMany({ where: { userId: user.id }, data: { expiresAt: null } });
    const [listed] = await list(auth);
    expect(Math.round((Date.parse(listed!.expiresAt) - Date.parse(listed!.createdAt)) / DAY)).toBe(90);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 91 * DAY);
    expect((await getMe(bearer(token))).status).toBe(401);
  });
});

describe("API token last use", () => {
  const lastUsed = async (userId: string) =>
    (await db.apiToken.findFirst({ where: { userId }, select: { lastUsedAt: true } }))?.lastUsedAt ?? null;

  it("is recorded on use, at most once a minute", async () => {
    const { auth, user } = await registerUser();
    expect(await lastUsed(user.id)).toBeNull();
    await getMe(auth);
    const first = await lastUsed(user.id);
    expect(first).toBeInstanceOf(Date);
    expect((await list(auth))[0]?.lastUsedAt).toBe(first!.toISOString());

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(first!.getTime() + 30_000);
    await getMe(auth);
    expect((await lastUsed(user.id))?.getTime()).toBe(first!.getTime());

    vi.setSystemTime(first!.getTime() + 61_000);
    await getMe(auth);
    expect((await lastUsed(user.id))?.getTime()).toBe(first!.getTime() + 61_000);
  });
});

describe("sign-up from the browser form", () => {
  it("creates the account without minting an API token", async () => {
    const email = `form-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const res = await callRoute(signUpRoute, {
      body: { email, password: "correct-horse-battery-staple", displayName: "Form User" },
    });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty("token");
    const user = res.body.user as { id: string };
    expect(await db.apiToken.count({ where: { userId: user.id } })).toBe(0);
  });
});
