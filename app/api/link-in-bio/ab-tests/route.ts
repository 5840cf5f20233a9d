import { createAbTestSchema } from "@/lib/ab-test/ab-test.schema";
import { listTests, startTest } from "@/lib/ab-test/ab-test-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

const PER_USER = { name: "ab-test-create", max: 30, windowMs: 60 * 60 * 1000 };

// GET /api/link-in-bio/ab-tests – the user's A/B tests of their bio, with results
export const GET = withAuth(async (_req, { viewer }) => json({ tests: await listTests(viewer.id) }));

// POST /api/link-in-bio/ab-tests – start a test of 2 to 4 bios (page: rotated per visitor; sequential: Instagram bio)
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(PER_USER, viewer.id, "You started many tests in a short time. Please wait a little.");
  const input = await parseJson(req, createAbTestSchema, { maxBytes: 32 * 1024 });
  return json({ test: await startTest(viewer.id, viewer.subscriptionStatus, input) }, 201);
});
