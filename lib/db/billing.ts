import "server-only";
import { db } from "./client";
import { isUniqueViolation } from "./errors";

/**
 * Where a Stripe subscription stands: paying, lapsed (unpaid or paused, it may come back) or
 * canceled (final: Stripe never reactivates a canceled subscription).
 */
export type SubscriptionState = "premium" | "lapsed" | "canceled";

/** What one Stripe event means for our users, decided in lib/account/billing.ts. `at` is the event's `created` time. */
export type BillingChange =
  | { kind: "checkout-completed"; userId: string; customerId: string; subscriptionId: string | null; at: Date }
  | { kind: "subscription-status"; customerId: string; subscriptionId: string; state: SubscriptionState; at: Date }
  | { kind: "ignore" };

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

const STATES = new Set<string>(["premium", "lapsed", "canceled"]);
const asState = (value: string): SubscriptionState => (STATES.has(value) ? (value as SubscriptionState) : "lapsed");

/** A subscription as the export shows it: Stripe's id, our reading of its status, when it last changed. */
export const stripeSubscriptionSelect = { id: true, status: true, lastEventAt: true, updatedAt: true } as const;

/** The Stripe subscriptions of a customer; a user without a customer id has none. */
export async function listCustomerSubscriptions({ customerId }: { customerId: string | null }) {
  if (!customerId) return [];
  return db.stripeSubscription.findMany({
    where: { customerId },
    select: stripeSubscriptionSelect,
    orderBy: { lastEventAt: "asc" },
  });
}

export async function getStripeCustomerId({ userId }: { userId: string }): Promise<string | null> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { stripeCustomerId: true } });
  return row?.stripeCustomerId ?? null;
}

/**
 * Keeps the newest state of a subscription: an event older than the one already applied (Stripe
 * delivers in any order) or any event after a cancellation leaves it as it is. Returns the
 * subscription's state after this event, which is what the account must follow.
 */
async function recordSubscriptionState(
  tx: Tx,
  {
    subscriptionId,
    customerId,
    state,
    at,
  }: { subscriptionId: string; customerId: string; state: SubscriptionState; at: Date },
): Promise<SubscriptionState> {
  // A compare-and-set on the stored time: parallel deliveries for one subscription serialise on its row.
  const moved = await tx.stripeSubscription.updateMany({
    where: { id: subscriptionId, lastEventAt: { lte: at }, NOT: { status: "canceled" } },
    data: { status: state, lastEventAt: at, customerId },
  });
  if (moved.count > 0) return state;
  const stored = await tx.stripeSubscription.findUnique({ where: { id: subscriptionId }, select: { status: true } });
  if (stored) return asState(stored.status);
  await tx.stripeSubscription.create({
    data: { id: subscriptionId, customerId, status: state, lastEventAt: at },
    select: { id: true },
  });
  return state;
}

/**
 * A paying subscription becomes the account's plan only when it is the account's own or the
 * account has none: a late event about an old subscription never takes over from the current one.
 */
function onSubscription(subscriptionId: string | null) {
  return subscriptionId ? { OR: [{ stripeSubscriptionId: subscriptionId }, { stripeSubscriptionId: null }] } : {};
}

async function applyChange(tx: Tx, change: BillingChange): Promise<void> {
  if (change.kind === "checkout-completed") {
    const state = change.subscriptionId
      ? await recordSubscriptionState(tx, {
          subscriptionId: change.subscriptionId,
          customerId: change.customerId,
          state: "premium",
          at: change.at,
        })
      : "premium";
    // A customer id another account already holds is left where it is.
    const holder = await tx.user.findFirst({
      where: { stripeCustomerId: change.customerId, NOT: { id: change.userId } },
      select: { id: true },
    });
    if (!holder) {
      await tx.user.updateMany({ where: { id: change.userId }, data: { stripeCustomerId: change.customerId } });
    }
    if (state === "premium") {
      await tx.user.updateMany({
        where: { id: change.userId, ...onSubscription(change.subscriptionId) },
        data: {
          subscriptionStatus: "premium",
          ...(change.subscriptionId ? { stripeSubscriptionId: change.subscriptionId } : {}),
        },
      });
    } else {
      // Paid for and ended since (its later events came first): the plan it would have in order.
      await tx.user.updateMany({
        where: { id: change.userId, subscriptionStatus: "free", stripeSubscriptionId: null },
        data: { subscriptionStatus: "expired" },
      });
    }
  } else if (change.kind === "subscription-status") {
    const state = await recordSubscriptionState(tx, change);
    if (state === "premium") {
      // Paying: the account's own subscription, or an account that has none (a new one after an old ended).
      await tx.user.updateMany({
        where: { stripeCustomerId: change.customerId, ...onSubscription(change.subscriptionId) },
        data: { subscriptionStatus: "premium", stripeSubscriptionId: change.subscriptionId },
      });
    } else {
      // Ended: only when it is the subscription the account is on, never a newer one. Another
      // subscription of the customer still paying (its events came first) takes over.
      const other = await tx.stripeSubscription.findFirst({
        where: { customerId: change.customerId, status: "premium", NOT: { id: change.subscriptionId } },
        orderBy: { lastEventAt: "desc" },
        select: { id: true },
      });
      await tx.user.updateMany({
        where: { stripeCustomerId: change.customerId, stripeSubscriptionId: change.subscriptionId },
        data: other
          ? { subscriptionStatus: "premium", stripeSubscriptionId: other.id }
          : { subscriptionStatus: "expired", stripeSubscriptionId: null },
      });
    }
  }
}

const MAX_ATTEMPTS = 3;

/**
 * Applies a Stripe event at most once: the event id is recorded in the same
 * transaction as its change, so a replay (or a parallel duplicate delivery)
 * finds the id taken and changes nothing. "duplicate" when already applied.
 */
export async function applyBillingEventOnce({
  eventId,
  eventType,
  change,
}: {
  eventId: string;
  eventType: string;
  change: BillingChange;
}): Promise<"applied" | "duplicate"> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.$transaction(async (tx) => {
        await tx.stripeEvent.create({ data: { id: eventId, type: eventType }, select: { id: true } });
        await applyChange(tx, change);
      });
      return "applied";
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if ((await db.stripeEvent.count({ where: { id: eventId } })) > 0) return "duplicate";
      // Two first events of one subscription created its row at once: the retry finds the row.
      if (attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
