import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as requestReset } from "@/app/api/auth/password-reset/route";
import { POST as confirmReset } from "@/app/api/auth/password-reset/confirm/route";
import { POST as register } from "@/app/api/auth/register/route";
import { listMail } from "@/lib/db/mailbox";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

const getMe = (headers: Record<string, string>) => callRoute(me, { method: "GET", headers });

describe("register", () => {
  it("creates the account and answers 201 with a token and the user", async () => {
    const { token, user, auth } = await registerUser({ displayName: "Asha Rao" });
    expect(token).toMatch(/^bst_/);
    expect(user).toMatchObject({ displayName: "Asha Rao", isAdmin: false, subscriptionStatus: "free" });
    const res = await getMe(auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      displayName: "Asha Rao",
      biosGenerated: 0,
      generationsRemaining: 5,
      avatar: null,
    });
    expect(res.body).not.toHaveProperty("passwordHash");
  });

  it("refuses a taken email with 409", async () => {
    const { email } = await registerUser();
    const res = await callRoute(register, { body: { email, password: "another-good-password", displayName: "X" } });
    expect(res.status).toBe(409);
  });

  it.each([
    ["short", "Your password needs at least 8 characters."],
    ["password123", "That password is too common. Please choose one that is harder to guess."],
    ["12345678", "That password is too common. Please choose one that is harder to guess."],
  ])("refuses the password %j", async (password, message) => {
    const res = await callRoute(register, {
      body: { email: `p-${Math.random()}@example.com`, password, displayName: "X" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("accepts a 64-character password and ignores isAdmin and plan in the body", async () => {
    const res = await callRoute(register, {
      body: {
        email: `long-${Math.random()}@example.com`,
        password: "a-long-passphrase-".repeat(4).slice(0, 64),
        displayName: "Long",
        isAdmin: true,
        subscriptionStatus: "premium",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ isAdmin: false, subscriptionStatus: "free" });
  });
});

describe("login", () => {
  it("answers { token, user } for the right password", async () => {
    const { email, password } = await registerUser();
    const res = await callRoute(login, { body: { email: email.toUpperCase(), password } });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^bst_/);
    expect((await getMe({ authorization: `Bearer ${res.body.token}` })).status).toBe(200);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const { email } = await registerUser();
    const wrong = await callRoute(login, { body: { email, password: "not-the-password" } });
    const unknown = await callRoute(login, {
      body: { email: `nobody-${Math.random()}@example.com`, password: "whatever-pass" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(String(wrong.body.message)).toContain("Login failed");
  });

  it("answers the 11th wrong password from one address with 429 and Retry-After, even for the right one", async () => {
    const { email, password } = await registerUser();
    const peer = "203.0.113.77";
    for (let i = 0; i < 10; i++) {
      expect((await callRoute(login, { body: { email, password: `wrong-${i}-pass` }, peer })).status).toBe(401);
    }
    const eleventh = await callRoute(login, { body: { email, password: "wrong-11-pass" }, peer });
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await callRoute(login, { body: { email, password }, peer })).status).toBe(429);
    // Only that address is locked out: the owner signs in from their own.
    expect((await callRoute(login, { body: { email, password }, peer: "198.51.100.20" })).status).toBe(200);
  });
});

describe("me and logout", () => {
  it("is 401 without credentials or with a bad token", async () => {
    expect((await getMe({})).status).toBe(401);
    expect((await getMe({ authorization: "Bearer bst_nope" })).status).toBe(401);
  });

  it("ends the token on logout", async () => {
    const { auth } = await registerUser();
    expect((await callRoute(logout, { headers: auth })).status).toBe(200);
    expect((await getMe(auth)).status).toBe(401);
  });

  it("refuses a cross-site write", async () => {
    const { auth } = await registerUser();
    const res = await callRoute(logout, { headers: { ...auth, origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });
});

describe("password reset", () => {
  async function resetLinkFor(email: string) {
    for (let i = 0; i < 50; i++) {
      const [mail] = await listMail({ to: email, take: 1 });
      const token = mail?.text.match(/token=([\w%-]+)/)?.[1];
      if (token) return decodeURIComponent(token);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("no reset mail");
  }

  it("answers the same for unknown and known emails", async () => {
    const { email } = await registerUser();
    const known = await callRoute(requestReset, { body: { email } });
    const unknown = await callRoute(requestReset, { body: { email: `ghost-${Math.random()}@example.com` } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
  });

  it("sets a new password once with the mailed link and ends old tokens", async () => {
    const { email, auth } = await registerUser();
    await callRoute(requestReset, { body: { email } });
    const token = await resetLinkFor(email);
    expect(token.length).toBeGreaterThanOrEqual(22);

    const done = await callRoute(confirmReset, { body: { token, password: "a-brand-new-passphrase" } });
    expect(done.status).toBe(200);
    expect((await getMe(auth)).status).toBe(401);
    expect((await callRoute(login, { body: { email, password: "a-brand-new-passphrase" } })).status).toBe(200);

    const again = await callRoute(confirmReset, { body: { token, password: "yet-another-passphrase" } });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid or has expired/);
  });
});

describe("fuzzing", () => {
  it("register, login and reset never answer 5xx", async () => {
    await fuzzJsonEndpoint(register, { fields: ["email", "password", "displayName"], runs: 15 });
    await fuzzJsonEndpoint(login, { fields: ["email", "password"], runs: 15 });
    await fuzzJsonEndpoint(requestReset, { fields: ["email"], runs: 15 });
    await fuzzJsonEndpoint(confirmReset, { fields: ["token", "password"], runs: 15 });
  });
});
