import "server-only";
import { ttlCache } from "@/lib/cache/ttl";
import { listGenerationSamples } from "@/lib/db/trends";
import { aggregateTrends, DAY_MS, WINDOW_DAYS, type TrendReport } from "./aggregate";

// The aggregate is the same for every visitor and moves slowly: one process computes it at most
// every five minutes, and concurrent visitors share that one computation.

export const TRENDS_TTL_MS = 5 * 60_000;

const report = ttlCache(TRENDS_TTL_MS, async (now) => {
  const samples = await listGenerationSamples({ since: new Date(now - WINDOW_DAYS * DAY_MS) });
  return aggregateTrends(samples, new Date(now));
});

export function getTrendReport(now = Date.now()): Promise<TrendReport> {
  return report.get(now);
}

/** Tests: the next read computes afresh. */
export function forgetTrendReport(): void {
  report.clear();
}
