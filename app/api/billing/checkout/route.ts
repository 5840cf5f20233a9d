import { createCheckoutUrl } from "@/lib/account/billing";
import { withAuth } from "@/lib/http/handler";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

const LIMIT = { name: "billing-checkout", max: 20, windowMs: 60 * 60 * 1000 };

// POST /api/billing/checkout – a Stripe Checkout link for Premium ($9.99/month)
export const POST = withAuth(async (_req, { viewer }) => {
  await enforceRateLimit(LIMIT, viewer.id);
  const url = await createCheckoutUrl(viewer);
  return json({ url });
});
