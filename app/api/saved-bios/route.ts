import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { enforceUserLimit } from "@/lib/http/user-limits";
import { saveToolBioSchema } from "@/lib/tools/saved-bio.schema";
import { saveToolBio } from "@/lib/tools/save-tool-bio";

// POST /api/saved-bios – save one bio from a tool's results into the user's saved bios
export const POST = withAuth(async (req, { viewer }) => {
  await enforceUserLimit("bioSave", viewer.id);
  const input = await parseJson(req, saveToolBioSchema, { maxBytes: 16 * 1024 });
  return json(await saveToolBio({ userId: viewer.id, input }), 201);
});
