import { BIO_NOT_FOUND_MESSAGE, bioFavoriteSchema, bioIdSchema } from "@/lib/bio/generate.schema";
import { deleteGeneration, setGenerationFavorite } from "@/lib/db/generations";
import { AppError } from "@/lib/http/errors";
import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { enforceUserLimit } from "@/lib/http/user-limits";

// Someone else's bio answers exactly like a missing one, so ids reveal nothing.
const bioId = (params: Promise<unknown>) => parseParamOr404(bioIdSchema, params, BIO_NOT_FOUND_MESSAGE);

// PATCH /api/bios/{id} – mark or unmark one of the user's bios as a favourite
export const PATCH = withAuth(async (req, { params, viewer }) => {
  await enforceUserLimit("bioSave", viewer.id);
  const { id } = await bioId(params);
  const { favorite } = await parseJson(req, bioFavoriteSchema, { maxBytes: 1024 });
  const bio = await setGenerationFavorite({ id, userId: viewer.id, favorite });
  if (!bio) throw new AppError("NOT_FOUND", BIO_NOT_FOUND_MESSAGE);
  return json(bio);
});

// DELETE /api/bios/{id} – remove one of the user's bios from their history
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { id } = await bioId(params);
  if (!(await deleteGeneration({ id, userId: viewer.id }))) throw new AppError("NOT_FOUND", BIO_NOT_FOUND_MESSAGE);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});
