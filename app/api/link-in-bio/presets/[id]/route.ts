import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { LINK_MESSAGES, linkIdSchema } from "@/lib/link-in-bio/link-in-bio.schema";
import { removePreset } from "@/lib/link-in-bio/link-in-bio-service";

export const dynamic = "force-dynamic";

// DELETE /api/link-in-bio/presets/{id} – delete one of the user's UTM presets
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(linkIdSchema, params, LINK_MESSAGES.presetNotFound);
  await removePreset(viewer.id, id);
  return new Response(null, { status: 204 });
});
