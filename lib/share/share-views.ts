import "server-only";
import { isCrawler } from "@/lib/analytics/crawler";
import { authSecret } from "@/lib/auth/secret";
import { clientIp } from "@/lib/http/client-ip";
import { visitorHash } from "@/lib/link-in-bio/visitor";
import { enqueueTrackEvent, trackEventsWritten } from "@/lib/track/track-queue";
import { holdShutdownUntil } from "@/lib/track/write-queue";

// A share page is served from the page cache, so its view is counted by the 1×1 image the page
// loads (GET /api/share/{id}/seen): no script needed, and link-preview bots, which fetch the
// page but not its images, are not counted. Bots that do fetch images are filtered by their
// user agent, and a visitor counts once per share per day (the daily visitor hash, kept here
// for the day; a restart may count a returning visitor once more).

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_REMEMBERED = 100_000;
const seen = new Map<string, number>();

function firstToday(key: string, now: number): boolean {
  const until = seen.get(key);
  if (until !== undefined && until > now) return false;
  if (seen.size >= MAX_REMEMBERED) {
    for (const [old, expiry] of seen) if (expiry <= now || seen.size >= MAX_REMEMBERED) seen.delete(old);
  }
  const day = Math.floor(now / DAY_MS);
  seen.set(key, (day + 1) * DAY_MS);
  return true;
}

/** Records a share-page view unless it comes from a bot or this visitor was counted today. */
export function recordShareView(req: Request, shareId: string): "counted" | "skipped" | "refused" {
  const userAgent = req.headers.get("user-agent");
  if (isCrawler(userAgent)) return "skipped";
  const now = Date.now();
  const visitor = visitorHash({ ip: clientIp(req), userAgent: userAgent ?? "", secret: authSecret, at: new Date(now) });
  if (!firstToday(`${shareId}:${visitor}`, now)) return "skipped";
  const queued = enqueueTrackEvent({
    bioId: shareId,
    event: "view",
    source: "share-page",
    userAgent,
    metadata: { timestamp: new Date(now).toISOString(), referrer: (req.headers.get("referer") ?? "").slice(0, 500) },
  });
  if (!queued) {
    seen.delete(`${shareId}:${visitor}`);
    return "refused";
  }
  // A graceful stop waits for the view to be stored.
  holdShutdownUntil(trackEventsWritten());
  return "counted";
}

/** Forgets who was counted (tests). */
export function forgetShareViewers(): void {
  seen.clear();
}
