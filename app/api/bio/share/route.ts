import { createShare } from "@/lib/db/shares";
import { recordActivity } from "@/lib/gamification/events";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceUserLimit } from "@/lib/http/user-limits";
import { json } from "@/lib/http/respond";
import { forgetSharePages } from "@/lib/share/share-pages";
import { shareBioSchema } from "@/lib/share/share.schema";

export const dynamic = "force-dynamic";

// POST /api/bio/share – make a public link for one of the user's bios: 201 { shareableId }
export const POST = withAuth(async (req, { viewer }) => {
  await enforceUserLimit("share", viewer.id);
  const input = await parseJson(req, shareBioSchema, { maxBytes: 16 * 1024 });
  const { id } = await createShare({
    userId: viewer.id,
    description: input.description,
    tone: input.tone,
    bio: input.generatedBio,
  });
  // A visit to this id before it existed may have cached a 404.
  forgetSharePages([id]);
  const gamification = await recordActivity(viewer.id, { kind: "bio_shared" }).catch(() => null);
  return json({ shareableId: id, gamification }, 201);
});
