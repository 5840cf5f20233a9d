import { randomInt } from "node:crypto";
import { MAX_SEED, relatedSuggestionsSchema } from "@/lib/bio/generate.schema";
import { relatedBios } from "@/lib/bio/related";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

const BURST = { name: "bio-related", max: 60, windowMs: 60 * 1000 };

// POST /api/bio/related-suggestions – other takes on a bio (none for 10 characters or fewer)
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(BURST, viewer.id);
  const { originalBio, category, tone, count, seed } = await parseJson(req, relatedSuggestionsSchema, {
    maxBytes: 16 * 1024,
  });
  // Without a seed, asking again shows other ideas.
  const related = relatedBios({ originalBio, category, tone, count, seed: seed ?? randomInt(0, MAX_SEED) });
  return json({ relatedBios: related });
});
