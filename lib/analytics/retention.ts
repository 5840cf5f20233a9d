import "server-only";
import { pruneRawLinkEvents } from "@/lib/db/analytics-rollups";
import { env } from "@/lib/env";
import { addDays } from "@/lib/gamification/time-zone";

// Raw link-in-bio events are kept ANALYTICS_RAW_RETENTION_DAYS days; the daily totals are
// kept for good. The app prunes by itself: after a batch of events is written, at most once
// an hour per process, so no outside scheduler is needed.

const EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const holder = globalThis as unknown as { __analyticsPrunedAt?: number };

/** The moment before which raw events go, and the day before which visitor hashes go. */
export function retentionCutoff(now: Date, days: number) {
  const before = new Date(now.getTime() - days * DAY_MS);
  // A day's visitor hashes are needed until that day is over in every time zone (two UTC days).
  const beforeDay = addDays(before.toISOString().slice(0, 10), -2);
  return { before, beforeDay };
}

export async function pruneRawEvents(now = new Date(), days = env.ANALYTICS_RAW_RETENTION_DAYS): Promise<number> {
  holder.__analyticsPrunedAt = now.getTime();
  return pruneRawLinkEvents(retentionCutoff(now, days));
}

/** Prunes in the background when the last prune of this process is over an hour old. */
export function pruneRawEventsNowAndThen(): void {
  const last = holder.__analyticsPrunedAt ?? 0;
  if (Date.now() - last < EVERY_MS) return;
  holder.__analyticsPrunedAt = Date.now();
  pruneRawEvents().catch((error: unknown) =>
    console.warn("[analytics] raw event pruning failed", { error: error instanceof Error ? error.message : error }),
  );
}
