import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";
import { analyseVoice } from "@/lib/voice/voice-service";
import { voiceSchema } from "@/lib/voice/voice.schema";

export const dynamic = "force-dynamic";

const BURST = { name: "voice-analyse", max: 20, windowMs: 60 * 1000 };

// POST /api/brand-voice-generator – a voice measured from sample posts, a voice guide and bios in it; spends one brand voice analysis
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(BURST, viewer.id, "You're analysing very quickly. Please wait a moment and try again.");
  const input = await parseJson(req, voiceSchema, { maxBytes: 32 * 1024 });
  return json(await analyseVoice(viewer, input, { abortSignal: req.signal }));
});
