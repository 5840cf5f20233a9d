import { readRawBody } from "@/lib/billing/raw-body";
import { handleWebhook } from "@/lib/billing/stripe";
import { handle } from "@/lib/http/handler";
import { json } from "@/lib/http/respond";

// POST /api/billing/webhook – Stripe events, signature-checked over the raw body, applied once
// (no session: Stripe calls it; the signature is the check)
export const POST = handle(async (req) => {
  const rawBody = await readRawBody(req);
  const result = await handleWebhook(rawBody, req.headers.get("stripe-signature"));
  return json(result);
});
