import { describe, expect, it, vi } from "vitest";
import { getUserById } from "@/lib/db/users";
import type * as EnvModule from "@/lib/env";
import { completed, deliver, subscriptionEvent, uid } from "../support/stripe-webhook";
import { registerUser } from "../support/users";

// Stripe delivers webhook events in any order and retries failed ones hours later. A late event
// must not move an account back: per subscription only the newest event (Stripe's `created`)
// counts, a cancelled subscription stays cancelled, and an event about an old subscription
// never touches the plan a newer subscription pays for.

vi.mock("@/lib/env", async (importOriginal) => {
  const mod = await importOriginal<typeof EnvModule>();
  const { STRIPE_KEYS } = await import("../support/stripe-keys");
  return { ...mod, env: { ...mod.env, ...STRIPE_KEYS } };
});

// Event times, in Unix seconds, an hour ago plus an offset.
const BASE = Math.floor(Date.now() / 1000) - 3600;
const at = (offset: number) => ({ created: BASE + offset });

const updated = (customer: string, subscription: string, status: string, offset: number) =>
  subscriptionEvent("customer.subscription.updated", customer, subscription, status, at(offset));
const deleted = (customer: string, subscription: string, offset: number) =>
  subscriptionEvent("customer.subscription.deleted", customer, subscription, "canceled", at(offset));

async function planOf(userId: string) {
  return (await getUserById({ id: userId }))?.subscriptionStatus;
}

async function deliverAll(events: unknown[]) {
  for (const payload of events) expect((await deliver(payload)).status).toBe(200);
}

async function newCustomer() {
  const user = await registerUser();
  return { userId: user.user.id, customer: uid("cus"), first: uid("sub"), second: uid("sub") };
}

describe("Stripe events delivered out of order", () => {
  it("a late 'updated: active' cannot revive a cancelled plan, whatever its time", async () => {
    const { userId, customer, first } = await newCustomer();
    await deliverAll([completed(userId, customer, first, at(0)), deleted(customer, first, 20)]);
    expect(await planOf(userId)).toBe("expired");

    await deliverAll([updated(customer, first, "active", 10)]);
    expect(await planOf(userId)).toBe("expired");
    // Stripe never reactivates a cancelled subscription, so even a same-second or later update is stale news.
    await deliverAll([updated(customer, first, "active", 20), updated(customer, first, "active", 30)]);
    expect(await planOf(userId)).toBe("expired");
  });

  it("an older update arriving after a newer one changes nothing; a newer one still applies", async () => {
    const { userId, customer, first } = await newCustomer();
    await deliverAll([completed(userId, customer, first, at(0)), updated(customer, first, "unpaid", 20)]);
    expect(await planOf(userId)).toBe("expired");

    await deliverAll([updated(customer, first, "active", 10)]);
    expect(await planOf(userId)).toBe("expired");

    await deliverAll([updated(customer, first, "active", 30)]);
    expect(await planOf(userId)).toBe("premium");
  });

  it("a late 'deleted' for an old subscription does not end the new one", async () => {
    const { userId, customer, first, second } = await newCustomer();
    await deliverAll([completed(userId, customer, first, at(0)), updated(customer, first, "unpaid", 10)]);
    expect(await planOf(userId)).toBe("expired");
    await deliverAll([completed(userId, customer, second, at(100))]);
    expect(await planOf(userId)).toBe("premium");

    await deliverAll([deleted(customer, first, 50), updated(customer, first, "unpaid", 60)]);
    expect(await planOf(userId)).toBe("premium");
  });

  it("a checkout completed after Stripe already reported its subscription deleted does not grant Premium", async () => {
    const { userId, customer, first, second } = await newCustomer();
    await deliverAll([deleted(customer, first, 30), completed(userId, customer, first, at(0))]);
    expect(await planOf(userId)).toBe("expired");

    // The usual race the other way round: the subscription's own event before the checkout's.
    await deliverAll([updated(customer, second, "active", 110), completed(userId, customer, second, at(100))]);
    expect(await planOf(userId)).toBe("premium");
  });

  it("any delivery order of a customer's history ends in the same plan as the true order", async () => {
    const history = (userId: string, customer: string, first: string, second: string, last: string) => [
      completed(userId, customer, first, at(0)),
      updated(customer, first, "active", 1),
      updated(customer, first, "past_due", 40),
      deleted(customer, first, 80),
      completed(userId, customer, second, at(100)),
      updated(customer, second, "active", 101),
      updated(customer, second, last, 200),
    ];
    for (const [last, plan] of [
      ["active", "premium"],
      ["unpaid", "expired"],
    ] as const) {
      // Positions in the true order (0-based): in order, reversed, the new subscription first,
      // the old checkout arriving after the new one had started, and a random shuffle.
      const orders = [
        [0, 1, 2, 3, 4, 5, 6],
        [6, 5, 4, 3, 2, 1, 0],
        [3, 4, 5, 6, 0, 1, 2],
        [5, 4, 0, 6, 3, 1, 2],
        [0, 4, 5, 6, 3, 1, 2],
        [0, 1, 2, 3, 4, 5, 6].sort(() => Math.random() - 0.5),
      ];
      for (const order of orders) {
        const { userId, customer, first, second } = await newCustomer();
        const events = history(userId, customer, first, second, last);
        await deliverAll(order.map((i) => events[i]));
        expect(await planOf(userId), `${last}, order ${order.join(",")}`).toBe(plan);
      }
    }
  });
});
