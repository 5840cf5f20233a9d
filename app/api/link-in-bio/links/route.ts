import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";
import { linkInputSchema } from "@/lib/link-in-bio/link-in-bio.schema";
import { addLink } from "@/lib/link-in-bio/link-in-bio-service";

export const dynamic = "force-dynamic";

const PER_USER = { name: "link-create", max: 60, windowMs: 60 * 60 * 1000 };

// POST /api/link-in-bio/links – add a link at the end of the user's page
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(PER_USER, viewer.id, "You added many links in a short time. Please wait a little.");
  const input = await parseJson(req, linkInputSchema, { maxBytes: 16 * 1024 });
  return json({ link: await addLink(viewer.id, input) }, 201);
});
