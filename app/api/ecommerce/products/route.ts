import { productQuerySchema } from "@/lib/ecommerce/ecommerce.schema";
import { searchProducts } from "@/lib/ecommerce/product-service";
import { withAuth } from "@/lib/http/handler";
import { parseWith } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/ecommerce/products – { products, total }: the user's imported products (200 at most), searched by title or tag (?q=), featured first (?featured=1: only those)
export const GET = withAuth(async (req, { viewer }) => {
  const { q, featured } = parseWith(productQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  return json(await searchProducts(viewer.id, { query: q, featuredOnly: featured }));
});
