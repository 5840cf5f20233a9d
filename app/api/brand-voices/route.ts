import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { pickableVoices, saveVoice } from "@/lib/voice/saved-voices";
import { saveVoiceSchema } from "@/lib/voice/voice.schema";

export const dynamic = "force-dynamic";

// GET /api/brand-voices – the voices the user may write with: their own (newest first), then their teams' (with `teamName`)
export const GET = withAuth(async (_req, { viewer }) => json({ voices: await pickableVoices(viewer.id) }));

// POST /api/brand-voices – save a voice under a name; its samples are measured again here
export const POST = withAuth(async (req, { viewer }) => {
  const input = await parseJson(req, saveVoiceSchema, { maxBytes: 32 * 1024 });
  return json({ voice: await saveVoice(viewer.id, input) }, 201);
});
