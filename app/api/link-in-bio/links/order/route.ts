import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { orderSchema } from "@/lib/link-in-bio/link-in-bio.schema";
import { reorderLinks } from "@/lib/link-in-bio/link-in-bio-service";

export const dynamic = "force-dynamic";

// PUT /api/link-in-bio/links/order – the user's link ids, all of them, in their new order
export const PUT = withAuth(async (req, { viewer }) => {
  const { ids } = await parseJson(req, orderSchema, { maxBytes: 16 * 1024 });
  return json({ page: await reorderLinks(viewer.id, ids) });
});
