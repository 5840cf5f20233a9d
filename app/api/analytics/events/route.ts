import { isCrawler } from "@/lib/analytics/crawler";
import { pageEventBatchSchema } from "@/lib/analytics/page-events.schema";
import { recordPageEvents } from "@/lib/db/page-events";
import { handle, optionalViewerId } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { clientIp, enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

const LIMIT = { name: "page-events", max: 600, windowMs: 60 * 1000 };

// POST /api/analytics/events – store a batch of first-party page events (crawlers are ignored)
export const POST = handle(async (req) => {
  await enforceRateLimit(LIMIT, clientIp(req));
  const { sessionId, events } = await parseJson(req, pageEventBatchSchema, { maxBytes: 32 * 1024 });
  if (isCrawler(req.headers.get("user-agent"))) return json({ stored: 0 }, 202);
  const viewerId = await optionalViewerId(req);
  const stored = await recordPageEvents({ sessionId, userId: viewerId, events });
  return json({ stored }, 202);
});
