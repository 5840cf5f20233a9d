import { countActiveUsersSince, countGenerationsSince } from "@/lib/db/generations";
import { countTemplateUsesSince } from "@/lib/db/templates";
import { handle } from "@/lib/http/handler";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

type LiveStats = { biosGeneratedToday: number; activeUsers: number; templatesUsed: number };

const TTL_MS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

// Every open page polls every 30 s: one process answers them all from one set of counts
// per 10 s, and concurrent misses share a single read. A failure is not cached.
let cached: { at: number; stats: Promise<LiveStats> } | undefined;

async function readStats(now: Date): Promise<LiveStats> {
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [biosGeneratedToday, activeUsers, templatesUsed] = await Promise.all([
    countGenerationsSince({ since: startOfDay }),
    countActiveUsersSince({ since: new Date(now.getTime() - DAY_MS) }),
    countTemplateUsesSince({ since: startOfDay }),
  ]);
  return { biosGeneratedToday, activeUsers, templatesUsed };
}

function liveStats(): Promise<LiveStats> {
  const now = Date.now();
  if (cached && now - cached.at < TTL_MS) return cached.stats;
  const entry = { at: now, stats: readStats(new Date(now)) };
  cached = entry;
  entry.stats.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return entry.stats;
}

// GET /api/analytics/live-stats – real counts for the home page banner (bios today, active users, templates used)
export const GET = handle(async () =>
  json(await liveStats(), { headers: { "Cache-Control": `public, max-age=${TTL_MS / 1000}` } }),
);
