import { handleWebhook } from "@/lib/account/billing";
import { handle } from "@/lib/http/handler";
import { readText } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

const WEBHOOK_MAX_BYTES = 512 * 1024;

// POST /api/billing/webhook – Stripe events, signature-checked over the raw body, applied once
// (no session: Stripe calls it; the signature is the check)
export const POST = handle(async (req) => {
  // The exact bytes sent: the Stripe signature covers them.
  const rawBody = await readText(req, WEBHOOK_MAX_BYTES);
  const result = await handleWebhook(rawBody, req.headers.get("stripe-signature"));
  return json(result);
});
