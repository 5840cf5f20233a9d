import { HASHTAG_MESSAGES, setIdSchema } from "@/lib/hashtags/hashtags.schema";
import { removeHashtagSet } from "@/lib/hashtags/hashtag-service";
import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";

export const dynamic = "force-dynamic";

// DELETE /api/industry-hashtag-generator/sets/{id} – delete one of the user's saved sets; 404 for anyone else's
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(setIdSchema, params, HASHTAG_MESSAGES.notFound);
  await removeHashtagSet(viewer.id, id);
  return new Response(null, { status: 204 });
});
