import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as checkout } from "@/app/api/billing/checkout/route";
import { POST as portal } from "@/app/api/billing/portal/route";
import { POST as webhook } from "@/app/api/billing/webhook/route";
import { BILLING_MESSAGES } from "@/lib/account/billing";
import { getStripeCustomerId } from "@/lib/db/billing";
import { getUserById, setPlan } from "@/lib/db/users";
import type * as EnvModule from "@/lib/env";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { completed, deliver, event, signHeader, STRIPE_KEYS, subscriptionEvent, uid } from "../support/stripe-webhook";
import { registerUser } from "../support/users";

// Billing: Stripe webhooks verified over the raw body and applied once,
// and a plain 4xx when the deployment has no Stripe keys.

// A mutable copy of the validated env, so one file can run with and without keys.
const testEnv = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock("@/lib/env", async (importOriginal) => {
  const mod = await importOriginal<typeof EnvModule>();
  testEnv.current = mod.env as unknown as Record<string, unknown>;
  const env = new Proxy(mod.env, { get: (_target, key: string) => testEnv.current[key] });
  return { ...mod, env };
});

function setKeys(on: boolean) {
  const base = { ...testEnv.current };
  for (const key of Object.keys(STRIPE_KEYS)) delete base[key];
  testEnv.current = on ? { ...base, ...STRIPE_KEYS } : base;
}

describe("billing", () => {
  beforeEach(() => setKeys(true));

  describe("webhook", () => {
    it("applies a checkout signed with the Stripe library's test header: the user becomes premium", async () => {
      const user = await registerUser();
      const customer = uid("cus");
      const res = await deliver(completed(user.user.id, customer, uid("sub")));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, duplicate: false });
      expect((await getUserById({ id: user.user.id }))?.subscriptionStatus).toBe("premium");
      expect(await getStripeCustomerId({ userId: user.user.id })).toBe(customer);
    });

    it("refuses a bad signature, a wrong secret, a tampered body and a missing header with 400", async () => {
      const user = await registerUser();
      const payload = completed(user.user.id, uid("cus"), uid("sub"));

      const garbage = await deliver(payload, { signature: "t=1,v1=deadbeef" });
      expect(garbage.status).toBe(400);
      expect(garbage.body).toEqual({ message: BILLING_MESSAGES.badSignature });

      const wrongSecret = await deliver(payload, { secret: "whsec_someone_else" });
      expect(wrongSecret.status).toBe(400);

      const signed = signHeader(JSON.stringify(payload));
      const tampered = await callRoute(webhook, {
        rawBody: JSON.stringify({ ...payload, type: "customer.subscription.deleted" }),
        headers: { origin: "", "stripe-signature": signed },
      });
      expect(tampered.status).toBe(400);

      const missing = await deliver(payload, { signature: null });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(BILLING_MESSAGES.badSignature);

      expect((await getUserById({ id: user.user.id }))?.subscriptionStatus).toBe("free");
    });

    it("a replayed event changes nothing, even after later events moved the account on", async () => {
      const user = await registerUser();
      const customer = uid("cus");
      const subscription = uid("sub");
      const first = completed(user.user.id, customer, subscription);
      expect((await deliver(first)).body).toEqual({ received: true, duplicate: false });

      const lapsed = subscriptionEvent("customer.subscription.updated", customer, subscription, "unpaid");
      expect((await deliver(lapsed)).status).toBe(200);
      expect((await getUserById({ id: user.user.id }))?.subscriptionStatus).toBe("expired");

      // Stripe retries (or an attacker replays a captured delivery): same id, re-signed, new timestamp.
      const replay = await deliver(first);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual({ received: true, duplicate: true });
      expect((await getUserById({ id: user.user.id }))?.subscriptionStatus).toBe("expired");

      // Parallel duplicates apply once (a lapsed subscription may be paid again; a cancelled one never).
      const again = subscriptionEvent("customer.subscription.updated", customer, subscription, "active");
      const answers = await Promise.all([deliver(again), deliver(again), deliver(again)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
      expect((await getUserById({ id: user.user.id }))?.subscriptionStatus).toBe("premium");
    });

    it("subscription updates follow Stripe's status; unrelated events are acknowledged and ignored", async () => {
      const user = await registerUser();
      const customer = uid("cus");
      const subscription = uid("sub");
      await deliver(completed(user.user.id, customer, subscription));
      await deliver(subscriptionEvent("customer.subscription.updated", customer, subscription, "unpaid"));
      expect((await getUserById({ id: user.user.id }))?.subscriptionStatus).toBe("expired");

      const other = await deliver(event("invoice.paid", { id: uid("in"), object: "invoice", customer }));
      expect(other.status).toBe(200);
      expect((await getUserById({ id: user.user.id }))?.subscriptionStatus).toBe("expired");
    });

    it("answers a clear 4xx, not a 5xx, when Stripe is not configured", async () => {
      setKeys(false);
      const res = await deliver(event("invoice.paid", { id: uid("in") }));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: BILLING_MESSAGES.adminManaged });
    });

    it("fuzz: the webhook never answers a 5xx", async () => {
      await fuzzJsonEndpoint(webhook, {
        fields: ["id", "type", "data"],
        headers: { "stripe-signature": "t=1,v1=x" },
        runs: 15,
      });
    });
  });

  describe("checkout and portal", () => {
    it("need a signed-in user", async () => {
      expect((await callRoute(checkout, { body: {} })).status).toBe(401);
      expect((await callRoute(portal, { body: {} })).status).toBe(401);
    });

    it("without Stripe keys, checkout says plainly that an administrator sets plans (4xx)", async () => {
      setKeys(false);
      const user = await registerUser();
      const res = await callRoute(checkout, { body: {}, headers: user.auth });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toEqual({ message: BILLING_MESSAGES.adminManaged });
      expect(res.body.message).toMatch(/^Plans are set by an administrator on this deployment/);

      const portalRes = await callRoute(portal, { body: {}, headers: user.auth });
      expect(portalRes.status).toBe(404);
      expect(portalRes.body.message).toBe(BILLING_MESSAGES.adminManaged);
    });

    it("with keys: a premium user gets 409 from checkout; a user without a Stripe customer gets 409 from the portal", async () => {
      const user = await registerUser();
      const noCustomer = await callRoute(portal, { body: {}, headers: user.auth });
      expect(noCustomer.status).toBe(409);
      expect(noCustomer.body.message).toBe(BILLING_MESSAGES.noCustomer);

      await setPlan({ userId: user.user.id, plan: "premium" });
      const res = await callRoute(checkout, { body: {}, headers: user.auth });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(BILLING_MESSAGES.alreadyPremium);
    });

    it("refuses a cross-site checkout (CSRF)", async () => {
      const user = await registerUser();
      const res = await callRoute(checkout, { body: {}, headers: { ...user.auth, origin: "https://evil.example" } });
      expect(res.status).toBe(403);
    });
  });
});
