import { saveSetSchema } from "@/lib/hashtags/hashtags.schema";
import { hashtagSetsOf, saveHashtagSet } from "@/lib/hashtags/hashtag-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/industry-hashtag-generator/sets – the user's saved hashtag sets, newest first
export const GET = withAuth(async (_req, { viewer }) => json({ sets: await hashtagSetsOf(viewer.id) }));

// POST /api/industry-hashtag-generator/sets – save a set of 5 to 10 hashtags (no banned tag)
export const POST = withAuth(async (req, { viewer }) => {
  const input = await parseJson(req, saveSetSchema, { maxBytes: 8 * 1024 });
  return json({ set: await saveHashtagSet(viewer.id, input) }, 201);
});
