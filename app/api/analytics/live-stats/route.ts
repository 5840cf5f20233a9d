import { ttlCache } from "@/lib/cache/ttl";
import { countActiveUsersSince, countGenerationsSince } from "@/lib/db/generations";
import { countTemplateUsesSince } from "@/lib/db/templates";
import { handle } from "@/lib/http/handler";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

type LiveStats = { biosGeneratedToday: number; activeUsers: number; templatesUsed: number };

const TTL_MS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

async function readStats(now: Date): Promise<LiveStats> {
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [biosGeneratedToday, activeUsers, templatesUsed] = await Promise.all([
    countGenerationsSince({ since: startOfDay }),
    countActiveUsersSince({ since: new Date(now.getTime() - DAY_MS) }),
    countTemplateUsesSince({ since: startOfDay }),
  ]);
  return { biosGeneratedToday, activeUsers, templatesUsed };
}

// Every open page polls every 30 s: one process answers them all from one set of counts
// per 10 s, and concurrent misses share a single read. A failure is not cached.
const liveStats = ttlCache(TTL_MS, (now) => readStats(new Date(now)));

// GET /api/analytics/live-stats – real counts for the home page banner (bios today, active users, templates used)
export const GET = handle(async () =>
  json(await liveStats.get(), { headers: { "Cache-Control": `public, max-age=${TTL_MS / 1000}` } }),
);
