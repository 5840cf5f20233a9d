import { isCrawler } from "@/lib/analytics/crawler";
import { featureDiscoverySchema } from "@/lib/analytics/page-events.schema";
import { recordPageEvents } from "@/lib/db/page-events";
import { handle, optionalViewerId } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { clientIp, enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

const LIMIT = { name: "feature-discovery", max: 300, windowMs: 60 * 1000 };

// POST /api/analytics/track-feature-discovery – record that a visitor found and used a feature
export const POST = handle(async (req) => {
  await enforceRateLimit(LIMIT, clientIp(req));
  const input = await parseJson(req, featureDiscoverySchema, { maxBytes: 4096 });
  if (isCrawler(req.headers.get("user-agent"))) return json({ stored: 0 }, 202);
  const viewerId = await optionalViewerId(req);
  const stored = await recordPageEvents({
    sessionId: input.sessionId,
    userId: viewerId,
    events: [
      {
        name: "feature_discovery",
        path: `/features/${input.feature}/${input.discoveryMethod}`,
        category: "feature_discovery",
        label: input.feature,
        value: input.usageCount,
        metadata: {
          discoveryMethod: input.discoveryMethod,
          ...(input.timestamp !== undefined ? { clientTimestamp: String(input.timestamp) } : {}),
        },
      },
    ],
  });
  return json({ stored }, 202);
});
