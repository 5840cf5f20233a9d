import { createPortalUrl } from "@/lib/account/billing";
import { withAuth } from "@/lib/http/handler";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

const LIMIT = { name: "billing-portal", max: 20, windowMs: 60 * 60 * 1000 };

// POST /api/billing/portal – a Stripe customer-portal link (card, invoices, cancellation)
export const POST = withAuth(async (_req, { viewer }) => {
  await enforceRateLimit(LIMIT, viewer.id);
  const url = await createPortalUrl(viewer.id);
  return json({ url });
});
