// Throughput of the public sharing surface against `next start` (docs/product.md#performance): the share page
// (kept in memory; its view is counted by the image it loads), its OG image cached and uncached, and POST /api/track (202s
// answered vs rows stored). Loopback only, every scenario bounded in requests and seconds.
// Prints req/s and latency percentiles; --check also exits 1 when a bar is missed.
//
//   npx tsx scripts/bench-share.ts [-- --seconds 8 --connections 10 --max-requests 4000 --build --check]
//
// The server is the one of scripts/lighthouse.mjs (port BENCH_PORT 3321, build folder
// .next-lighthouse, built when missing or with --build) on a fresh data/bench-share.db, with
// rate limits off (DISABLE_RATE_LIMITS, load tests only). BENCH_DATABASE_URL=postgresql://…
// runs the same scenarios on that PostgreSQL database instead (emptied and seeded first).

import http from "node:http";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { load as loadWith, percentile, POSTGRES_URL, print, request, startBenchServer } from "./bench-http";

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "10" },
    "max-requests": { type: "string", default: "4000" },
    uncached: { type: "string", default: "20" },
    build: { type: "boolean", default: false },
    check: { type: "boolean", default: false },
  },
});
const SECONDS = Math.min(60, Math.max(1, Number(args.seconds) || 8));
const CONNECTIONS = Math.min(50, Math.max(1, Number(args.connections) || 10));
const MAX_REQUESTS = Math.min(50_000, Math.max(10, Number(args["max-requests"]) || 4000));
const UNCACHED = Math.min(100, Math.max(3, Number(args.uncached) || 20));
const DB_NAME = "bench-share";

const LIMITS = { seconds: SECONDS, connections: CONNECTIONS, maxRequests: MAX_REQUESTS };
const load = (name: string, url: URL, options?: Parameters<typeof loadWith>[3]) => loadWith(name, url, LIMITS, options);

async function main() {
  const server = await startBenchServer(DB_NAME, args.build);
  const { helpers } = server;
  const misses: string[] = [];
  try {
    const { origin } = server;
    const share = await helpers.createShareThroughApi(origin);
    const shareUrl = new URL(share, origin);
    const imageUrl = new URL(`${share}/opengraph-image`, origin);
    const warm = new http.Agent({ keepAlive: true });
    for (let i = 0; i < 20; i += 1) await request(warm, shareUrl);
    await request(warm, imageUrl);

    console.log(`\n${CONNECTIONS} connections, at most ${MAX_REQUESTS} requests or ${SECONDS} s per scenario\n`);
    const page = await load("share page (dynamic)", shareUrl);
    print(page);
    if (page.rps < 150 || page.errors)
      misses.push(`share page ${page.rps.toFixed(0)} req/s (≥150), ${page.errors} errors`);

    const cached = await load("OG image (cached)", imageUrl);
    print(cached);
    if (cached.errors) misses.push(`OG image cached: ${cached.errors} errors`);

    // Uncached: fresh shares, each image asked for once, one at a time.
    const fresh: string[] = [];
    for (let i = 0; i < UNCACHED; i += 1) {
      fresh.push(
        await helpers.createShareThroughApi(origin, `Bio number ${i} for the bench ✨\nCoffee, code and calm 🌿`),
      );
    }
    const uncachedMs: number[] = [];
    let uncachedErrors = 0;
    for (const path of fresh) {
      const { status, ms } = await request(warm, new URL(`${path}/opengraph-image`, origin));
      uncachedMs.push(ms);
      if (status !== 200) uncachedErrors += 1;
    }
    uncachedMs.sort((a, b) => a - b);
    const p95 = percentile(uncachedMs, 95);
    console.log(
      `${"OG image (uncached)".padEnd(26)} ${(1000 / (uncachedMs.reduce((a, b) => a + b, 0) / UNCACHED)).toFixed(1).padStart(6)} img/s  p50 ${percentile(uncachedMs, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (${UNCACHED} images, ${uncachedErrors} errors)`,
    );
    if (p95 > 100) misses.push(`OG image uncached p95 ${p95.toFixed(0)} ms (≤100)`);

    const bioId = share.split("/").pop() ?? "";
    const body = JSON.stringify({ bioId, event: "click", source: "bench", metadata: { clickType: "copy" } });
    const track = await load("POST /api/track", new URL("/api/track", origin), {
      method: "POST",
      body,
      ok: (s) => s === 202,
    });
    print(track);
    // Rows are written a few milliseconds after the 202s: give the queue a moment.
    await new Promise((r) => setTimeout(r, 1500));
    const row = { n: await countClicks(bioId) };
    const accepted = track.requests - track.errors;
    console.log(`${"".padEnd(26)} rows stored ${row.n} of ${accepted} answered 202`);
    if (track.rps < 250 || track.p99 > 500 || track.errors) {
      misses.push(
        `track ${track.rps.toFixed(0)} req/s (≥250), p99 ${track.p99.toFixed(0)} ms (≤500), ${track.errors} errors`,
      );
    }
    if (row.n !== accepted) misses.push(`track rows ${row.n} ≠ 202s ${accepted}`);
    warm.destroy();
  } finally {
    server.stop();
  }
  if (misses.length) console.log(`\nBelow the bars of docs/product.md#performance: ${misses.join("; ")}`);
  if (args.check && misses.length) process.exitCode = 1;
}

/** Click rows stored for the bio, read straight from the database the server wrote to. */
async function countClicks(bioId: string): Promise<number> {
  const sql = `SELECT COUNT(*) AS n FROM "TrackEvent" WHERE "bioId" = $1 AND "event" = 'click'`;
  if (POSTGRES_URL) {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      return Number((await client.query<{ n: string }>(sql, [bioId])).rows[0]?.n ?? 0);
    } finally {
      await client.end();
    }
  }
  const db = new Database(`data/${DB_NAME}.db`, { readonly: true });
  try {
    return (db.prepare(sql.replace("$1", "?")).get(bioId) as { n: number }).n;
  } finally {
    db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
