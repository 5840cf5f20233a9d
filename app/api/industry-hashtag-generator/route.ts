import { hashtagRequestSchema } from "@/lib/hashtags/hashtags.schema";
import { runHashtags } from "@/lib/hashtags/hashtag-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

const BURST = { name: "hashtag-generate", max: 30, windowMs: 60 * 1000 };

// POST /api/industry-hashtag-generator – curated hashtags in three tiers, local tags and ready sets; spends one hashtag generation
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(
    BURST,
    viewer.id,
    "You're generating hashtags very quickly. Please wait a moment and try again.",
  );
  const input = await parseJson(req, hashtagRequestSchema, { maxBytes: 16 * 1024 });
  return json(await runHashtags(viewer, input, { abortSignal: req.signal }));
});
