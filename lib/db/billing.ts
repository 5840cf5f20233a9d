import "server-only";
import { db } from "./client";
import { isUniqueViolation } from "./errors";

/** What one Stripe event means for our users, decided in lib/billing. */
export type BillingChange =
  | { kind: "checkout-completed"; userId: string; customerId: string; subscriptionId: string | null }
  | { kind: "subscription-status"; customerId: string; subscriptionId: string; plan: "premium" | "expired" }
  | { kind: "ignore" };

export async function getStripeCustomerId({ userId }: { userId: string }): Promise<string | null> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { stripeCustomerId: true } });
  return row?.stripeCustomerId ?? null;
}

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
  try {
    await db.$transaction(async (tx) => {
      await tx.stripeEvent.create({ data: { id: eventId, type: eventType }, select: { id: true } });
      if (change.kind === "checkout-completed") {
        // A customer id another account already holds is left where it is.
        const holder = await tx.user.findFirst({
          where: { stripeCustomerId: change.customerId, NOT: { id: change.userId } },
          select: { id: true },
        });
        await tx.user.updateMany({
          where: { id: change.userId },
          data: {
            subscriptionStatus: "premium",
            ...(holder ? {} : { stripeCustomerId: change.customerId }),
            ...(change.subscriptionId ? { stripeSubscriptionId: change.subscriptionId } : {}),
          },
        });
      } else if (change.kind === "subscription-status") {
        await tx.user.updateMany({
          where: { stripeCustomerId: change.customerId },
          data: {
            subscriptionStatus: change.plan,
            stripeSubscriptionId: change.plan === "premium" ? change.subscriptionId : null,
          },
        });
      }
    });
    return "applied";
  } catch (error) {
    if (isUniqueViolation(error) && (await db.stripeEvent.count({ where: { id: eventId } })) > 0) return "duplicate";
    throw error;
  }
}
