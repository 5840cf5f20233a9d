import { isCrawler } from "@/lib/analytics/crawler";
import { AppError } from "@/lib/http/errors";
import { handle, optionalViewerId } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { clientIp, enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";
import { trackSchema } from "@/lib/track/track.schema";
import { enqueueTrackEvent, TRACK_QUEUE_FULL_MESSAGE, trackEventsWritten } from "@/lib/track/track-queue";
import { holdShutdownUntil } from "@/lib/track/write-queue";

export const dynamic = "force-dynamic";

// Generous per IP (carrier-grade NAT), tighter per bio so one visitor cannot inflate a bio's numbers.
const PER_IP = { name: "track-ip", max: 600, windowMs: 60 * 1000 };
const PER_BIO = { name: "track-bio", max: 30, windowMs: 60 * 1000 };

// POST /api/track – record a created, view, click or conversion event of a bio; 202 before the write
export const POST = handle(async (req) => {
  const ip = clientIp(req);
  await enforceRateLimit(PER_IP, ip);
  const input = await parseJson(req, trackSchema, { maxBytes: 8 * 1024 });
  await enforceRateLimit(PER_BIO, `${ip}:${input.bioId}`);

  const headerAgent = req.headers.get("user-agent");
  // Bots and link-preview fetchers are accepted and not counted as visitors.
  if (isCrawler(headerAgent) || (input.userAgent !== undefined && isCrawler(input.userAgent))) {
    return json({ accepted: false }, 202);
  }
  const viewerId = await optionalViewerId(req);
  const accepted = enqueueTrackEvent({
    bioId: input.bioId,
    event: input.event,
    source: input.source,
    userAgent: input.userAgent || headerAgent,
    metadata: input.metadata,
    userId: viewerId ?? null,
  });
  // A 202 promises the event is kept: a full queue says so instead.
  if (!accepted) throw new AppError("SERVICE_UNAVAILABLE", TRACK_QUEUE_FULL_MESSAGE, { retryAfterSeconds: 5 });
  // A graceful stop (SIGTERM) waits for this: the event is stored before the process ends.
  holdShutdownUntil(trackEventsWritten());
  return json({ accepted }, 202);
});
