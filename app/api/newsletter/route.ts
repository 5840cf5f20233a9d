import { subscribeToNewsletter } from "@/lib/db/newsletter";
import { handle } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { clientIp, enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";
import { newsletterSchema } from "@/lib/contact/newsletter.schema";

const LIMIT = { name: "newsletter", max: 30, windowMs: 60 * 60 * 1000 };

// POST /api/newsletter – sign up for the monthly newsletter (a repeat is harmless)
export const POST = handle(async (req) => {
  await enforceRateLimit(LIMIT, clientIp(req));
  const { email } = await parseJson(req, newsletterSchema, { maxBytes: 4096 });
  const { created } = await subscribeToNewsletter({ email });
  return json(
    { message: created ? "You're subscribed. See you in your inbox!" : "You're already subscribed. Thanks!" },
    created ? 201 : 200,
  );
});
