import { AppError } from "@/lib/http/errors";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { LINK_MESSAGES, linkIdSchema, linkPatchSchema } from "@/lib/link-in-bio/link-in-bio.schema";
import { editLink, removeLink } from "@/lib/link-in-bio/link-in-bio-service";

export const dynamic = "force-dynamic";

async function linkId(params: Promise<Record<string, string>>): Promise<string> {
  const parsed = linkIdSchema.safeParse(await params);
  if (!parsed.success) throw new AppError("NOT_FOUND", LINK_MESSAGES.notFound);
  return parsed.data.id;
}

// PATCH /api/link-in-bio/links/{id} – change any field of one of the user's links; 404 for anyone else's
export const PATCH = withAuth(async (req, { params, viewer }) => {
  const id = await linkId(params);
  const input = await parseJson(req, linkPatchSchema, { maxBytes: 16 * 1024 });
  return json({ link: await editLink(viewer.id, id, input) });
});

// DELETE /api/link-in-bio/links/{id} – remove one of the user's links
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  await removeLink(viewer.id, await linkId(params));
  return new Response(null, { status: 204 });
});
