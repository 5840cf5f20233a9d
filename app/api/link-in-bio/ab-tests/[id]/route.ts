import { AB_MESSAGES, abTestIdSchema } from "@/lib/ab-test/ab-test.schema";
import { getTest } from "@/lib/ab-test/ab-test-service";
import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/link-in-bio/ab-tests/{id} – one of the user's tests with its results; 404 for anyone else's
export const GET = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(abTestIdSchema, params, AB_MESSAGES.notFound);
  return json({ test: await getTest(viewer.id, id) });
});
