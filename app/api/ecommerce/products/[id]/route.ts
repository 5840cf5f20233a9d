import { ECOMMERCE_MESSAGES, productIdSchema, productPatchSchema } from "@/lib/ecommerce/ecommerce.schema";
import { editProduct, getProduct } from "@/lib/ecommerce/product-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/ecommerce/products/{id} – one of the user's products; 404 for anyone else's
export const GET = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(productIdSchema, params, ECOMMERCE_MESSAGES.notFound);
  return json({ product: await getProduct(viewer.id, id) });
});

// PATCH /api/ecommerce/products/{id} – feature a product or set its page address (http/https only)
export const PATCH = withAuth(async (req, { params, viewer }) => {
  const { id } = await parseParamOr404(productIdSchema, params, ECOMMERCE_MESSAGES.notFound);
  const patch = await parseJson(req, productPatchSchema, { maxBytes: 8 * 1024 });
  return json({ product: await editProduct(viewer.id, id, patch) });
});
