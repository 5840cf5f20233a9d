import { AB_MESSAGES, abTestIdSchema } from "@/lib/ab-test/ab-test.schema";
import { advanceTest } from "@/lib/ab-test/ab-test-service";
import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// POST /api/link-in-bio/ab-tests/{id}/advance – a sequential test's next bio goes up now
export const POST = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(abTestIdSchema, params, AB_MESSAGES.notFound);
  return json({ test: await advanceTest(viewer.id, id) });
});
