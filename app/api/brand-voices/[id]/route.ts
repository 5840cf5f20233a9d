import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { removeVoice, renameVoice } from "@/lib/voice/saved-voices";
import { renameVoiceSchema, VOICE_MESSAGES, voiceParams } from "@/lib/voice/voice.schema";

export const dynamic = "force-dynamic";

// PATCH /api/brand-voices/{id} – rename one of the user's voices; 404 for anyone else's
export const PATCH = withAuth(async (req, { params, viewer }) => {
  const { id } = await parseParamOr404(voiceParams, params, VOICE_MESSAGES.notFound);
  const { name } = await parseJson(req, renameVoiceSchema, { maxBytes: 2 * 1024 });
  await renameVoice(viewer.id, id, name);
  return json({ id, name });
});

// DELETE /api/brand-voices/{id} – delete one of the user's voices; 404 for anyone else's
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(voiceParams, params, VOICE_MESSAGES.notFound);
  await removeVoice(viewer.id, id);
  return new Response(null, { status: 204 });
});
