import { analyzeBio } from "@/lib/bio-analyzer/analyze";
import { analyzeBioSchema, MAX_ANALYZED_BIO, MAX_NICHE } from "@/lib/bio-analyzer/analyze.schema";
import { href } from "@/lib/config/paths";
import { handle } from "@/lib/http/handler";
import { parseJson, readText } from "@/lib/http/parse";
import { clientIp, enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

const PER_ADDRESS = { name: "bio-analyze", max: 60, windowMs: 60 * 1000 };
const MAX_BYTES = 32 * 1024;
const FIELDS = { bio: MAX_ANALYZED_BIO, platform: 20, niche: MAX_NICHE, tone: 20 } as const;

// POST /api/bio/analyze – scores a bio (JSON answer); a plain form post is sent back to the analyzer page with its results
export const POST = handle(async (req) => {
  await enforceRateLimit(
    PER_ADDRESS,
    clientIp(req),
    "You're analysing bios very quickly. Please wait a moment and try again.",
  );
  const type = req.headers.get("content-type") ?? "";
  if (type.startsWith("application/x-www-form-urlencoded")) {
    // Without JavaScript the form posts here; its results page reads the same fields from its address
    // (cut just past their limits, so the page can still say what is too long).
    const form = new URLSearchParams(await readText(req, MAX_BYTES));
    const query: Record<string, string> = {};
    for (const [name, max] of Object.entries(FIELDS)) {
      const value = form.get(name);
      if (value) query[name] = value.slice(0, max + 1);
    }
    return new Response(null, {
      status: 303,
      headers: { Location: `${href("bio-analyzer", query)}#results`, "Cache-Control": "no-store" },
    });
  }
  const input = await parseJson(req, analyzeBioSchema, { maxBytes: MAX_BYTES });
  return json({ analysis: analyzeBio(input) });
});
