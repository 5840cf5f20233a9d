import "server-only";
import Stripe from "stripe";
import { checkoutSummary } from "@/lib/account/plan-features";
import { PLANS } from "@/lib/config/plans";
import {
  applyBillingEventOnce,
  getStripeCustomerId,
  type BillingChange,
  type SubscriptionState,
} from "@/lib/db/billing";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";

// Billing: Stripe Checkout, the customer portal and a
// verified, idempotent webhook when the keys are set; otherwise an administrator
// sets plans in the admin dashboard and the UI says so.

export const BILLING_MESSAGES = {
  adminManaged: "Plans are set by an administrator on this deployment. Ask your administrator to upgrade your account.",
  alreadyPremium: "You already have Premium.",
  noCustomer: "There is no billing account yet. Upgrade to Premium first.",
  unavailable: "Our payment provider is not answering right now. Please try again in a moment.",
  badSignature: "The webhook signature is not valid.",
} as const;

export interface BillingStatus {
  /** Stripe Checkout and the portal can be used. */
  enabled: boolean;
  priceMonthlyUsd: number;
}

export function billingStatus(): BillingStatus {
  return {
    enabled: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_ID),
    priceMonthlyUsd: PLANS.premium.priceMonthlyUsd,
  };
}

let client: Stripe | null = null;
function stripe(): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new AppError("NOT_FOUND", BILLING_MESSAGES.adminManaged);
  client ??= new Stripe(env.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 10_000 });
  return client;
}

function requireEnabled() {
  if (!billingStatus().enabled) throw new AppError("NOT_FOUND", BILLING_MESSAGES.adminManaged);
}

async function callStripe<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error("Stripe request failed", { error: error instanceof Error ? error.message : String(error) });
    throw new AppError("SERVICE_UNAVAILABLE", BILLING_MESSAGES.unavailable, { retryAfterSeconds: 10 });
  }
}

const accountUrl = (query: string) => `${env.APP_URL}/instagram/account?${query}`;

/** A Checkout session for Premium ($9.99/month); the webhook applies the result. */
export async function createCheckoutUrl(user: { id: string; email: string; subscriptionStatus: string }) {
  requireEnabled();
  if (user.subscriptionStatus === "premium" || user.subscriptionStatus === "pro") {
    throw new AppError("CONFLICT", BILLING_MESSAGES.alreadyPremium);
  }
  const customer = await getStripeCustomerId({ userId: user.id });
  const session = await callStripe(() =>
    stripe().checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: env.STRIPE_PRICE_ID, quantity: 1 }],
      custom_text: { submit: { message: checkoutSummary(PLANS.premium) } },
      client_reference_id: user.id,
      metadata: { userId: user.id },
      subscription_data: { metadata: { userId: user.id } },
      ...(customer ? { customer } : { customer_email: user.email }),
      success_url: accountUrl("tab=billing&checkout=success"),
      cancel_url: accountUrl("tab=subscription&checkout=cancelled"),
    }),
  );
  if (!session.url) throw new AppError("SERVICE_UNAVAILABLE", BILLING_MESSAGES.unavailable);
  return session.url;
}

/** The Stripe customer portal: card, invoices, cancellation. */
export async function createPortalUrl(userId: string) {
  requireEnabled();
  const customer = await getStripeCustomerId({ userId });
  if (!customer) throw new AppError("CONFLICT", BILLING_MESSAGES.noCustomer);
  const session = await callStripe(() =>
    stripe().billingPortal.sessions.create({ customer, return_url: accountUrl("tab=billing") }),
  );
  return session.url;
}

/** Ends a subscription now (account deletion). Already gone at Stripe counts as done. */
export async function cancelSubscription(subscriptionId: string): Promise<void> {
  if (!env.STRIPE_SECRET_KEY) return;
  try {
    await stripe().subscriptions.cancel(subscriptionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return;
    throw error;
  }
}

const PREMIUM_STATUSES = new Set(["active", "trialing", "past_due"]);
const LAPSED_STATUSES = new Set(["unpaid", "paused"]);
// Final at Stripe: such a subscription never becomes active again.
const CANCELED_STATUSES = new Set(["canceled", "incomplete_expired"]);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

function stateOf(status: string): SubscriptionState | null {
  if (PREMIUM_STATUSES.has(status)) return "premium";
  if (LAPSED_STATUSES.has(status)) return "lapsed";
  if (CANCELED_STATUSES.has(status)) return "canceled";
  return null;
}

/**
 * What an event means for us; everything else is acknowledged and ignored. `at` is when Stripe
 * created the event: deliveries come in any order, and only the newest per subscription counts.
 */
export function billingChangeFor(event: Stripe.Event): BillingChange {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
      const customerId = idOf(session.customer);
      if (session.mode !== "subscription" || !userId || !customerId) return { kind: "ignore" };
      return { kind: "checkout-completed", userId, customerId, subscriptionId: idOf(session.subscription), at };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const customerId = idOf(subscription.customer);
      const state = stateOf(event.type === "customer.subscription.deleted" ? "canceled" : subscription.status);
      if (!customerId || !state) return { kind: "ignore" };
      return { kind: "subscription-status", customerId, subscriptionId: subscription.id, state, at };
    }
    default:
      return { kind: "ignore" };
  }
}

/** Verifies the Stripe-Signature header over the raw body, then applies the event once. */
export async function handleWebhook(rawBody: string, signature: string | null) {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret || !env.STRIPE_SECRET_KEY) throw new AppError("NOT_FOUND", BILLING_MESSAGES.adminManaged);
  if (!signature) throw new AppError("BAD_REQUEST", BILLING_MESSAGES.badSignature);
  let event: Stripe.Event;
  try {
    event = stripe().webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError("BAD_REQUEST", BILLING_MESSAGES.badSignature);
  }
  const result = await applyBillingEventOnce({
    eventId: event.id,
    eventType: event.type,
    change: billingChangeFor(event),
  });
  return { received: true, duplicate: result === "duplicate" };
}
