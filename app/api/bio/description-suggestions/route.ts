import { suggestDescriptions } from "@/lib/bio/description-suggestions";
import { descriptionSuggestionsSchema } from "@/lib/bio/generate.schema";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

// Called as the user types, so the limit is generous; it only stops floods.
const BURST = { name: "bio-description-ideas", max: 120, windowMs: 60 * 1000 };

// POST /api/bio/description-suggestions – ideas to complete a description (none for 3 characters or fewer)
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(BURST, viewer.id);
  const { description } = await parseJson(req, descriptionSuggestionsSchema, { maxBytes: 32 * 1024 });
  return json({ suggestions: suggestDescriptions(description) });
});
