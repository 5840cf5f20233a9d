import { AB_MESSAGES, abTestIdSchema, promoteSchema } from "@/lib/ab-test/ab-test.schema";
import { promoteVariant } from "@/lib/ab-test/ab-test-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// POST /api/link-in-bio/ab-tests/{id}/promote – end the test with a winner; a page test's winner becomes the page's bio
export const POST = withAuth(async (req, { params, viewer }) => {
  const { id } = await parseParamOr404(abTestIdSchema, params, AB_MESSAGES.notFound);
  const { variantId } = await parseJson(req, promoteSchema, { maxBytes: 4 * 1024 });
  return json({ test: await promoteVariant(viewer.id, id, variantId) });
});
