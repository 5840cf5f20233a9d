import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { LINK_MESSAGES, linkIdSchema, linkPatchSchema } from "@/lib/link-in-bio/link-in-bio.schema";
import { editLink, removeLink } from "@/lib/link-in-bio/link-in-bio-service";

export const dynamic = "force-dynamic";

// PATCH /api/link-in-bio/links/{id} – change any field of one of the user's links; 404 for anyone else's
export const PATCH = withAuth(async (req, { params, viewer }) => {
  const { id } = await parseParamOr404(linkIdSchema, params, LINK_MESSAGES.notFound);
  const input = await parseJson(req, linkPatchSchema, { maxBytes: 16 * 1024 });
  return json({ link: await editLink(viewer.id, id, input) });
});

// DELETE /api/link-in-bio/links/{id} – remove one of the user's links
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(linkIdSchema, params, LINK_MESSAGES.notFound);
  await removeLink(viewer.id, id);
  return new Response(null, { status: 204 });
});
