import { generateBioSchema } from "@/lib/bio/generate.schema";
import { generateForUser } from "@/lib/bio/generate-bio";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

// Bursts are limited apart from the monthly quota: it stops a script hammering the engine,
// including for unlimited plans.
const BURST = { name: "bio-generate", max: 30, windowMs: 60 * 1000 };

// POST /api/bio/generate – three bios for a description and tone; spends one generation
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(BURST, viewer.id, "You're generating bios very quickly. Please wait a moment and try again.");
  const input = await parseJson(req, generateBioSchema, { maxBytes: 32 * 1024 });
  const result = await generateForUser({
    user: viewer,
    input,
    userAgent: req.headers.get("user-agent"),
    abortSignal: req.signal,
  });
  return json(result);
});
