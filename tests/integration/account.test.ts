import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DELETE as deleteAccountRoute } from "@/app/api/account/route";
import { POST as changePasswordRoute } from "@/app/api/account/password/route";
import { POST as signOutEverywhereRoute } from "@/app/api/account/sign-out-everywhere/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as uploadAvatar } from "@/app/api/avatars/route";
import { POST as generate } from "@/app/api/bio/generate/route";
import { POST as createProfile } from "@/app/api/profile/route";
import { ACCOUNT_MESSAGES } from "@/lib/account/account.schema";
import { changePassword as changePasswordForUser } from "@/lib/account/account-service";
import { hashToken } from "@/lib/auth/tokens";
import { createAuthSession, getActiveSession } from "@/lib/db/auth-sessions";
import { applyBillingEventOnce } from "@/lib/db/billing";
import { db } from "@/lib/db/client";
import { createContactMessage } from "@/lib/db/contact-messages";
import { storeMail } from "@/lib/db/mailbox";
import { subscribeToNewsletter } from "@/lib/db/newsletter";
import { recordPageEvents } from "@/lib/db/page-events";
import { createResetToken } from "@/lib/db/reset-tokens";
import { createShare } from "@/lib/db/shares";
import { recordTrackEvent } from "@/lib/db/track-events";
import { NextRequest } from "next/server";
import { callRoute } from "../support/call-route";
import { addLinkInBio } from "../support/link-in-bio";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";
import { createBrandVoice } from "@/lib/db/brand-voices";

// Account settings: change password, sign out everywhere, delete the account.

type User = Awaited<ReturnType<typeof registerUser>>;
const ORIGIN = "http://localhost:3000";

const changePassword = (body: unknown, headers: Record<string, string>) =>
  callRoute(changePasswordRoute, { path: "/api/account/password", body, headers });
const deleteAccount = (body: unknown, headers: Record<string, string>) =>
  callRoute(deleteAccountRoute, { method: "DELETE", path: "/api/account", body, headers });
const signIn = (email: string, password: string) =>
  callRoute(login, { path: "/api/auth/login", body: { email, password } });
const whoAmI = (headers: Record<string, string>) => callRoute(me, { method: "GET", path: "/api/auth/me", headers });

/** One row of (nearly) every kind the app stores about a user, through routes where they exist. */
async function populate(user: User) {
  const userId = user.user.id;
  const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();
  const uploadReq = new NextRequest(`${ORIGIN}/api/avatars`, {
    method: "POST",
    body: new Blob([new Uint8Array(image)]),
    headers: { origin: ORIGIN, "content-type": "application/octet-stream", ...user.auth },
  });
  const uploaded = (await (await uploadAvatar(uploadReq, { params: Promise.resolve({}) })).json()) as {
    avatar: string;
  };
  const username = `del_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const profile = await callRoute(createProfile, {
    path: "/api/profile",
    body: { username, displayName: "To Be Deleted", bio: "Soon gone", avatar: uploaded.avatar },
    headers: user.auth,
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(201);
  const generated = await callRoute(generate, {
    path: "/api/bio/generate",
    body: { description: "Ceramicist in Oaxaca who loves clay, mezcal and early mornings", tone: "casual" },
    headers: user.auth,
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const share = await createShare({ userId, description: "d", tone: "bold", bio: '=HYPERLINK("x")' });
  await recordTrackEvent({ bioId: share.id, event: "view", source: "share-page" });
  await recordPageEvents({ sessionId: `s-${userId}`, userId, events: [{ name: "page_view", path: "/instagram" }] });
  await createContactMessage({
    email: user.email,
    country: "PT",
    source: "search",
    message: "hello",
    fingerprint: randomBytes(8).toString("hex"),
  });
  await subscribeToNewsletter({ email: user.email });
  await storeMail({ to: user.email, subject: "Welcome", text: "Hi" });
  await createResetToken({
    userId,
    tokenHash: randomBytes(32).toString("hex"),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  await createAuthSession({ userId, userAgent: "vitest" });
  const subscription = { customerId: `cus_${userId}`, subscriptionId: `sub_${userId}`, at: new Date() };
  await applyBillingEventOnce({
    eventId: `evt_${userId}`,
    eventType: "checkout.session.completed",
    change: { kind: "checkout-completed", userId, ...subscription },
  });
  const linkInBio = await addLinkInBio(userId, user.auth);
  await createBrandVoice({ userId, name: "Studio voice", samples: ["We throw pots by hand, slowly and with care."] });
  return { share, username, ...linkInBio };
}

/** Rows anywhere in the database that belong to or name the user. */
async function rowsAbout(userId: string, email: string, shareId: string, pageId: string) {
  const byUser = { where: { userId } };
  const counts = {
    user: await db.user.count({ where: { OR: [{ id: userId }, { email }] } }),
    profile: await db.profile.count(byUser),
    avatar: await db.avatar.count(byUser),
    bioGeneration: await db.bioGeneration.count(byUser),
    usageCounter: await db.usageCounter.count(byUser),
    authSession: await db.authSession.count(byUser),
    apiToken: await db.apiToken.count(byUser),
    passwordResetToken: await db.passwordResetToken.count(byUser),
    sharedBio: await db.sharedBio.count(byUser),
    templateUse: await db.templateUse.count(byUser),
    gamificationStats: await db.gamificationStats.count(byUser),
    activityDay: await db.activityDay.count(byUser),
    badgeUnlock: await db.badgeUnlock.count(byUser),
    challengeCompletion: await db.challengeCompletion.count(byUser),
    dailyXp: await db.dailyXp.count(byUser),
    stripeSubscription: await db.stripeSubscription.count({ where: { customerId: `cus_${userId}` } }),
    trackEvent: await db.trackEvent.count({ where: { OR: [{ userId }, { bioId: shareId }] } }),
    pageEvent: await db.pageEvent.count(byUser),
    contactMessage: await db.contactMessage.count({ where: { OR: [{ userId }, { email }] } }),
    newsletterSubscriber: await db.newsletterSubscriber.count({ where: { email } }),
    mailMessage: await db.mailMessage.count({ where: { to: email } }),
    linkPage: await db.linkPage.count(byUser),
    pageLink: await db.pageLink.count({ where: { pageId } }),
    utmPreset: await db.utmPreset.count(byUser),
    linkEvent: await db.linkEvent.count({ where: { pageId } }),
    brandVoice: await db.brandVoice.count(byUser),
  };
  return counts;
}

describe("account settings", () => {
  describe("POST /api/account/password", () => {
    it("needs a signed-in user", async () => {
      const res = await changePassword({ currentPassword: "x", newPassword: "another-long-passphrase" }, {});
      expect(res.status).toBe(401);
    });

    it("a wrong current password is 403 with a message, and changes nothing", async () => {
      const user = await registerUser();
      const res = await changePassword(
        { currentPassword: "not-my-password", newPassword: "a-brand-new-passphrase" },
        user.auth,
      );
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.wrongPassword });
      expect((await signIn(user.email, user.password)).status).toBe(200);
      expect((await whoAmI(user.auth)).status).toBe(200);
    });

    it("refuses weak, common and unchanged new passwords with 400", async () => {
      const user = await registerUser();
      for (const newPassword of ["short", "password123", user.password]) {
        const res = await changePassword({ currentPassword: user.password, newPassword }, user.auth);
        expect(res.status, newPassword).toBe(400);
        expect(typeof res.body.message).toBe("string");
      }
    });

    it("changes the password and ends old sessions and API tokens", async () => {
      const user = await registerUser();
      const otherDevice = await signIn(user.email, user.password);
      const otherToken = { authorization: `Bearer ${String(otherDevice.body.token)}` };
      const browser = await createAuthSession({ userId: user.user.id, userAgent: "old browser" });

      const res = await changePassword(
        { currentPassword: user.password, newPassword: "a-brand-new-passphrase" },
        user.auth,
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.passwordChanged);

      expect((await whoAmI(otherToken)).status).toBe(401);
      expect((await whoAmI(user.auth)).status).toBe(401);
      expect(await getActiveSession({ id: browser.id })).toBeNull();
      const revoked = await db.apiToken.findFirst({
        where: { tokenHash: hashToken(String(otherDevice.body.token)) },
        select: { revokedAt: true },
      });
      expect(revoked?.revokedAt).toBeInstanceOf(Date);

      expect((await signIn(user.email, user.password)).status).toBe(401);
      expect((await signIn(user.email, "a-brand-new-passphrase")).status).toBe(200);
    });

    it("from a browser session, that session stays signed in while the others end", async () => {
      const user = await registerUser();
      const here = await createAuthSession({ userId: user.user.id, userAgent: "this browser" });
      const there = await createAuthSession({ userId: user.user.id, userAgent: "another browser" });
      await changePasswordForUser(
        user.user.id,
        { currentPassword: user.password, newPassword: "kept-session-passphrase" },
        here.id,
      );
      expect(await getActiveSession({ id: here.id })).not.toBeNull();
      expect(await getActiveSession({ id: there.id })).toBeNull();
    });

    it("fuzz: never answers a 5xx", async () => {
      const user = await registerUser();
      await fuzzJsonEndpoint(changePasswordRoute, {
        fields: ["currentPassword", "newPassword"],
        headers: user.auth,
        runs: 15,
      });
    });
  });

  describe("POST /api/account/sign-out-everywhere", () => {
    it("ends every session and API token, the one used included", async () => {
      const user = await registerUser();
      const second = await signIn(user.email, user.password);
      const browser = await createAuthSession({ userId: user.user.id });
      expect((await callRoute(signOutEverywhereRoute, { body: {}, headers: {} })).status).toBe(401);

      const res = await callRoute(signOutEverywhereRoute, { body: {}, headers: user.auth });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.signedOutEverywhere);
      expect((await whoAmI(user.auth)).status).toBe(401);
      expect((await whoAmI({ authorization: `Bearer ${String(second.body.token)}` })).status).toBe(401);
      expect(await getActiveSession({ id: browser.id })).toBeNull();
      expect((await signIn(user.email, user.password)).status).toBe(200);
    });
  });

  describe("DELETE /api/account", () => {
    it("needs a signed-in user, the right password and the word DELETE", async () => {
      const user = await registerUser();
      expect((await deleteAccount({ password: user.password, confirm: "DELETE" }, {})).status).toBe(401);

      const wrong = await deleteAccount({ password: "nope-nope-nope", confirm: "DELETE" }, user.auth);
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.wrongPassword);

      const unconfirmed = await deleteAccount({ password: user.password, confirm: "delete me" }, user.auth);
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.body.message).toBe(ACCOUNT_MESSAGES.confirmDelete);

      expect((await signIn(user.email, user.password)).status).toBe(200);
    });

    it("removes every row about the user; signing in then fails; other users are untouched", async () => {
      const user = await registerUser();
      const bystander = await registerUser();
      const { share, pageId } = await populate(user);
      const bystanderRows = await populate(bystander);

      const before = await rowsAbout(user.user.id, user.email, share.id, pageId);
      for (const kind of [
        "user",
        "profile",
        "avatar",
        "bioGeneration",
        "usageCounter",
        "sharedBio",
        "trackEvent",
        "linkPage",
        "pageLink",
        "utmPreset",
        "linkEvent",
        "dailyXp",
        "stripeSubscription",
        "brandVoice",
      ] as const) {
        expect(before[kind], kind).toBeGreaterThan(0);
      }

      const res = await deleteAccount({ password: user.password, confirm: "DELETE" }, user.auth);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.deleted);

      const after = await rowsAbout(user.user.id, user.email, share.id, pageId);
      expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);

      const again = await signIn(user.email, user.password);
      expect(again.status).toBe(401);
      expect((await whoAmI(user.auth)).status).toBe(401);

      const untouched = await rowsAbout(
        bystander.user.id,
        bystander.email,
        bystanderRows.share.id,
        bystanderRows.pageId,
      );
      expect(untouched.user).toBe(1);
      expect(untouched.profile).toBe(1);
      expect(untouched.bioGeneration).toBeGreaterThan(0);
      expect([untouched.linkPage, untouched.pageLink, untouched.linkEvent, untouched.brandVoice]).toEqual([1, 1, 2, 1]);
      expect((await signIn(bystander.email, bystander.password)).status).toBe(200);
    });

    it("fuzz: never answers a 5xx", async () => {
      const user = await registerUser();
      await fuzzJsonEndpoint(deleteAccountRoute, { fields: ["password", "confirm"], headers: user.auth, runs: 15 });
      expect((await signIn(user.email, user.password)).status).toBe(200);
    });
  });
});
