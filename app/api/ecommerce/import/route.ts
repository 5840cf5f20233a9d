import { importCatalogue, checkUpload } from "@/lib/ecommerce/import-service";
import { withAuth } from "@/lib/http/handler";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

const PER_USER = { name: "ecommerce-import", max: 30, windowMs: 60 * 60 * 1000 };

// POST /api/ecommerce/import – import a Shopify, WooCommerce or Etsy products export sent as the raw CSV body (20 MB at most)
export const POST = withAuth(async (req, { viewer }) => {
  checkUpload(req.headers);
  await enforceRateLimit(PER_USER, viewer.id, "You imported many files in a short time. Please wait a little.");
  return json(await importCatalogue(viewer.id, req.body));
});
