import Stripe from "stripe";
import { POST as webhook } from "@/app/api/billing/webhook/route";
import { callRoute } from "./call-route";
import { STRIPE_KEYS } from "./stripe-keys";

// Stripe events built and signed the way Stripe sends them, delivered to the real webhook handler.

export { STRIPE_KEYS };

const stripe = new Stripe(STRIPE_KEYS.STRIPE_SECRET_KEY);
let seq = 0;
export const uid = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${(seq += 1)}${Math.floor(Math.random() * 1e6)}`;

/** An event; `created` (Unix seconds) is when Stripe made it, now unless given. */
export function event(
  type: string,
  object: Record<string, unknown>,
  { id = uid("evt"), created = Math.floor(Date.now() / 1000) }: { id?: string; created?: number } = {},
) {
  return { id, object: "event", api_version: "2025-01-01", created, type, data: { object } };
}

/** Sends an event signed with the Stripe library's own test helper. */
export function deliver(payload: unknown, options: { secret?: string; signature?: string | null } = {}) {
  const rawBody = JSON.stringify(payload);
  const signature =
    options.signature === undefined
      ? stripe.webhooks.generateTestHeaderString({
          payload: rawBody,
          secret: options.secret ?? STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
        })
      : options.signature;
  return callRoute(webhook, {
    path: "/api/billing/webhook",
    rawBody,
    // Stripe is a server: no Origin, no cookies.
    headers: { origin: "", ...(signature === null ? {} : { "stripe-signature": signature }) },
  });
}

export const signHeader = (rawBody: string) =>
  stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: STRIPE_KEYS.STRIPE_WEBHOOK_SECRET });

export const completed = (
  userId: string,
  customer: string,
  subscription: string,
  options: { id?: string; created?: number } = {},
) =>
  event(
    "checkout.session.completed",
    {
      id: uid("cs"),
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: userId,
      metadata: { userId },
      customer,
      subscription,
    },
    options,
  );

export const subscriptionEvent = (
  type: string,
  customer: string,
  subscription: string,
  status: string,
  options: { id?: string; created?: number } = {},
) => event(type, { id: subscription, object: "subscription", customer, status }, options);
