// Throughput of the link-in-bio surface against `next start`: the public page (a view is
// counted on every request), the same page revalidated with its ETag (what a browser or CDN
// holding it sends: a 304), and a link's redirect (a click is counted). After the run the
// stored views and clicks are counted against the requests answered. Loopback only, every
// scenario bounded in requests and seconds.
//
//   npx tsx scripts/bench-links.ts [-- --seconds 8 --connections 10 --max-requests 4000 --build --check]
//
// The server is the one of scripts/lighthouse.mjs (port BENCH_PORT 3321, build folder
// .next-lighthouse, built when missing or with --build) on a fresh data/bench-links.db, with
// rate limits off. BENCH_DATABASE_URL=postgresql://… runs on that PostgreSQL database instead.

import http from "node:http";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { load, POSTGRES_URL, print, request, startBenchServer } from "./bench-http";

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "10" },
    "max-requests": { type: "string", default: "4000" },
    build: { type: "boolean", default: false },
    check: { type: "boolean", default: false },
  },
});
const LIMITS = {
  seconds: Math.min(60, Math.max(1, Number(args.seconds) || 8)),
  connections: Math.min(50, Math.max(1, Number(args.connections) || 10)),
  maxRequests: Math.min(50_000, Math.max(10, Number(args["max-requests"]) || 4000)),
};
const DB_NAME = "bench-links";

async function firstLinkPath(origin: string, page: string): Promise<string> {
  const res = await fetch(`${origin}${page}`, { headers: { "user-agent": "bench-setup-bot" } });
  const match = /href="(\/l\/[^"/]+\/[^"/]+)"/.exec(await res.text());
  if (!match?.[1]) throw new Error("the page has no link");
  return match[1];
}

async function main() {
  const server = await startBenchServer(DB_NAME, args.build);
  const { helpers } = server;
  const misses: string[] = [];
  try {
    const { origin } = server;
    const pagePath = await helpers.createLinkPageThroughApi(origin);
    const linkPath = await firstLinkPath(origin, pagePath);
    const pageUrl = new URL(pagePath, origin);
    const warm = new http.Agent({ keepAlive: true });
    for (let i = 0; i < 20; i += 1) await request(warm, new URL("/robots.txt", origin));
    const etag = (await fetch(pageUrl, { headers: { "user-agent": "bench-setup-bot" } })).headers.get("etag") ?? "";
    const floor = await load("floor: /robots.txt", new URL("/robots.txt", origin), LIMITS);
    console.log(
      `\n${LIMITS.connections} connections, at most ${LIMITS.maxRequests} requests or ${LIMITS.seconds} s per scenario\n`,
    );
    print(floor);
    const ratio = (rps: number) => `${((rps / floor.rps) * 100).toFixed(0)}% of the floor`;

    const page = await load("link page (view counted)", pageUrl, LIMITS);
    print(page);
    console.log(`${"".padEnd(26)} ${ratio(page.rps)}`);
    if (page.rps < 150 || page.errors)
      misses.push(`page ${page.rps.toFixed(0)} req/s (≥150 uncached), ${page.errors} errors`);

    const revalidated = await load("link page, If-None-Match", pageUrl, LIMITS, {
      headers: { "if-none-match": etag },
      ok: (s) => s === 304,
    });
    print(revalidated);
    console.log(`${"".padEnd(26)} ${ratio(revalidated.rps)}`);
    if (revalidated.rps < 800 || revalidated.errors) {
      misses.push(`page revalidated ${revalidated.rps.toFixed(0)} req/s (≥800 cached), ${revalidated.errors} errors`);
    }

    const redirect = await load("link redirect (click)", new URL(linkPath, origin), LIMITS, { ok: (s) => s === 302 });
    print(redirect);
    console.log(`${"".padEnd(26)} ${ratio(redirect.rps)}`);
    if (redirect.rps < 500 || redirect.p99 > 250 || redirect.errors) {
      misses.push(`redirect ${redirect.rps.toFixed(0)} req/s (≥500), p99 ${redirect.p99.toFixed(0)} ms (≤250)`);
    }

    await new Promise((r) => setTimeout(r, 1500));
    const views = page.requests - page.errors + (revalidated.requests - revalidated.errors);
    const clicks = redirect.requests - redirect.errors;
    const stored = await countEvents();
    console.log(
      `\nviews stored ${stored.view} of ${views} answered; clicks stored ${stored.click} of ${clicks} answered`,
    );
    if (stored.view !== views) misses.push(`views stored ${stored.view} ≠ ${views}`);
    if (stored.click !== clicks) misses.push(`clicks stored ${stored.click} ≠ ${clicks}`);
    warm.destroy();
  } finally {
    server.stop();
  }
  console.log(misses.length ? `\nBelow the bars: ${misses.join("; ")}` : "\nEvery link-in-bio bar met.");
  if (args.check && misses.length) process.exitCode = 1;
}

async function countEvents(): Promise<{ view: number; click: number }> {
  const sql = `SELECT "kind", COUNT(*) AS n FROM "LinkEvent" GROUP BY "kind"`;
  let rows: { kind: string; n: string | number }[];
  if (POSTGRES_URL) {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      rows = (await client.query<{ kind: string; n: string }>(sql)).rows;
    } finally {
      await client.end();
    }
  } else {
    const db = new Database(`data/${DB_NAME}.db`, { readonly: true });
    try {
      rows = db.prepare(sql).all() as { kind: string; n: number }[];
    } finally {
      db.close();
    }
  }
  const count = (kind: string) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  return { view: count("view"), click: count("click") };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
