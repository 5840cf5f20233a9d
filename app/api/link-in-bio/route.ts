import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { pageInputSchema } from "@/lib/link-in-bio/link-in-bio.schema";
import { getOwnPage, updateOwnPage } from "@/lib/link-in-bio/link-in-bio-service";

export const dynamic = "force-dynamic";

// GET /api/link-in-bio – the signed-in user's page with its links; 404 without a profile
export const GET = withAuth(async (_req, { viewer }) => json({ page: await getOwnPage(viewer.id) }));

// PUT /api/link-in-bio – change the page's bio, theme, accent colour, social icons or indexing
export const PUT = withAuth(async (req, { viewer }) => {
  const input = await parseJson(req, pageInputSchema, { maxBytes: 16 * 1024 });
  return json({ page: await updateOwnPage(viewer.id, input) });
});
