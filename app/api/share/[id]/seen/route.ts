import { getPublicShare } from "@/lib/db/shares";
import { handle } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { shareIdParamsSchema } from "@/lib/share/share.schema";
import { recordShareView } from "@/lib/share/share-views";

// The smallest transparent GIF: the share page shows it as a 1×1 image to count its view.
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const NOT_FOUND = "We couldn't find that shared bio.";

// GET /api/share/{id}/seen – count a share-page view (bots and repeat visits today are not counted)
export const GET = handle(async (req, { params }) => {
  const { id } = await parseParamOr404(shareIdParamsSchema, params, NOT_FOUND);
  if (!(await getPublicShare({ id }))) return new Response(null, { status: 404 });
  recordShareView(req, id);
  return new Response(PIXEL, {
    headers: { "Content-Type": "image/gif", "Cache-Control": "no-store, private" },
  });
});
