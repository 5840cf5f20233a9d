import { AB_MESSAGES, abTestIdSchema } from "@/lib/ab-test/ab-test.schema";
import { stopTest } from "@/lib/ab-test/ab-test-service";
import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// POST /api/link-in-bio/ab-tests/{id}/stop – end a running test without choosing a winner
export const POST = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(abTestIdSchema, params, AB_MESSAGES.notFound);
  return json({ test: await stopTest(viewer.id, id) });
});
