import { storeProfileSchema } from "@/lib/ecommerce/ecommerce.schema";
import { getStore, saveStore } from "@/lib/ecommerce/product-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/ecommerce/store-profile – the user's store name, niche, audience and location
export const GET = withAuth(async (_req, { viewer }) => json({ store: await getStore(viewer.id) }));

// PUT /api/ecommerce/store-profile – save the store profile that pre-fills the campaign tools and business templates
export const PUT = withAuth(async (req, { viewer }) => {
  const input = await parseJson(req, storeProfileSchema, { maxBytes: 8 * 1024 });
  return json({ store: await saveStore(viewer.id, input) });
});
