import { AppError } from "@/lib/http/errors";
import { withAuth } from "@/lib/http/handler";
import { LINK_MESSAGES, linkIdSchema } from "@/lib/link-in-bio/link-in-bio.schema";
import { removePreset } from "@/lib/link-in-bio/link-in-bio-service";

export const dynamic = "force-dynamic";

// DELETE /api/link-in-bio/presets/{id} – delete one of the user's UTM presets
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const parsed = linkIdSchema.safeParse(await params);
  if (!parsed.success) throw new AppError("NOT_FOUND", LINK_MESSAGES.presetNotFound);
  await removePreset(viewer.id, parsed.data.id);
  return new Response(null, { status: 204 });
});
