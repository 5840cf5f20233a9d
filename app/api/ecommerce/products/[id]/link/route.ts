import { ECOMMERCE_MESSAGES, productIdSchema } from "@/lib/ecommerce/ecommerce.schema";
import { addProductLink } from "@/lib/ecommerce/product-service";
import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

const PER_USER = { name: "link-create", max: 60, windowMs: 60 * 60 * 1000 };

// POST /api/ecommerce/products/{id}/link – add the product to the user's link-in-bio page with UTM source instagram, medium bio
export const POST = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(productIdSchema, params, ECOMMERCE_MESSAGES.notFound);
  await enforceRateLimit(PER_USER, viewer.id, "You added many links in a short time. Please wait a little.");
  return json({ link: await addProductLink(viewer.id, id) }, 201);
});
