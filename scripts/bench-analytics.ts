// The analytics dashboard over 1,000,000 link-in-bio events. The events are bulk-inserted with
// the database driver (Prisma's createMany is far too slow for a million rows), and their daily
// totals are computed with the app's own rollup rules (lib/analytics/rollup.ts) and bulk-inserted
// too; then the dashboard's queries are timed for 7, 30, 90 and 365-day ranges. Targets: p95
// ≤ 300 ms on PostgreSQL, ≤ 1 s on SQLite. The live write path (a queue batch of 200 events
// with its totals in one transaction) is timed as well, for information.
//
//   npx tsx --conditions=react-server scripts/bench-analytics.ts [-- --events 1000000 --runs 30]
//
// SQLite: a fresh data/bench-analytics.db. BENCH_DATABASE_URL=postgresql://… runs on that
// PostgreSQL database instead (migrated first; the bench's own rows are deleted afterwards).

import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import type { AnalyticsLinkEventRow as Row } from "../lib/db/analytics-rollups";

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    events: { type: "string", default: "1000000" },
    runs: { type: "string", default: "30" },
    // PostgreSQL: print the plan of each dashboard query over the last 365 days.
    explain: { type: "boolean", default: false },
  },
});
const EVENTS = Math.min(5_000_000, Math.max(1000, Number(args.events) || 1_000_000));
const RUNS = Math.min(200, Math.max(5, Number(args.runs) || 30));
const POSTGRES = process.env.BENCH_DATABASE_URL?.startsWith("postgres") ? process.env.BENCH_DATABASE_URL : null;
const SQLITE_FILE = "data/bench-analytics.db";
const TARGET_MS = POSTGRES ? 300 : 1000;
const DAYS = 365;
const BATCH = 5000;
const OTHER_PAGES = 40;

process.env.DATABASE_URL = POSTGRES ?? `file:./${SQLITE_FILE}`;
if (!POSTGRES) rmSync(SQLITE_FILE, { force: true });
for (const suffix of ["-wal", "-shm"]) if (!POSTGRES) rmSync(`${SQLITE_FILE}${suffix}`, { force: true });
const migrate = spawnSync("node", ["scripts/db-migrate.mjs"], { stdio: "inherit", env: process.env });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const { db } = await import("../lib/db/client");
const { insertLinkEventsWithRollups } = await import("../lib/db/analytics-rollups");
const { pageEventRollups } = await import("../lib/analytics/rollup");
const { bulkWriter } = await import("./bench-analytics-bulk");
const { analyticsSummary } = await import("../lib/analytics/summary");
const { readLinkDailyTotals } = await import("../lib/db/analytics");
const { presetRange } = await import("../lib/analytics/range");
const { localDay } = await import("../lib/gamification/time-zone");

// A small deterministic generator, so every run writes the same events.
let seed = 42;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() ** 1.6 * list.length)] as T;

const REFERRERS = ["www.instagram.com", "www.tiktok.com", "t.co", "www.youtube.com", null, "l.facebook.com"];
const COUNTRIES = ["US", "IN", "GB", "DE", "BR", "FR", "CA", "ES", "IT", "MX", "NG", "ID", null];
const DEVICES = [
  ["phone", "Safari", "iOS"],
  ["phone", "Chrome", "Android"],
  ["desktop", "Chrome", "Windows"],
  ["phone", "Instagram", "iOS"],
  ["desktop", "Safari", "macOS"],
  ["tablet", "Safari", "iOS"],
  ["desktop", "Firefox", "Linux"],
] as const;

async function owner(index: number, links: number) {
  const user = await db.user.create({
    data: { email: `bench-analytics-${Date.now()}-${index}@example.com`, displayName: "Bench", passwordHash: "-" },
    select: { id: true },
  });
  const page = await db.linkPage.create({ data: { userId: user.id }, select: { id: true } });
  const linkIds: string[] = [];
  for (let i = 0; i < links; i++) {
    const link = await db.pageLink.create({
      data: { pageId: page.id, title: `Link ${i + 1}`, url: `https://example.com/${i}`, position: i },
      select: { id: true },
    });
    linkIds.push(link.id);
  }
  return { userId: user.id, pageId: page.id, linkIds };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

async function main() {
  console.log(
    `Database: ${POSTGRES ? "PostgreSQL" : `SQLite (${SQLITE_FILE})`}; ${EVENTS.toLocaleString("en-US")} events`,
  );
  const timed = await owner(0, 12);
  const others = [];
  for (let i = 1; i <= OTHER_PAGES; i++) others.push(await owner(i, 3));

  // Most events on the page whose dashboard is timed (the worst case), the rest spread out;
  // written in time order over the last year, as a live queue writes them.
  const now = Date.now();
  const start = now - DAYS * 86_400_000;
  const step = (DAYS * 86_400_000) / EVENTS;
  const writer = await bulkWriter(POSTGRES);
  const seen = new Set<string>();
  const started = performance.now();
  for (let written = 0; written < EVENTS; written += BATCH) {
    const rows: Row[] = [];
    for (let i = 0; i < Math.min(BATCH, EVENTS - written); i++) {
      const target = rand() < 0.8 ? timed : pick(others);
      const createdAt = new Date(start + Math.floor((written + i) * step));
      const click = rand() < 0.3;
      const [device, browser, os] = pick(DEVICES);
      rows.push({
        pageId: target.pageId,
        linkId: click ? pick(target.linkIds) : null,
        kind: click ? "click" : "view",
        visitorHash: `${createdAt.toISOString().slice(0, 10)}-${Math.floor(rand() * 1500)}`,
        referrer: click ? null : pick(REFERRERS),
        country: pick(COUNTRIES),
        userAgent: null,
        device,
        browser,
        os,
        createdAt,
      });
    }
    await writer.events(rows);
    // Daily totals by the app's rules; first visits of a day found here instead of in the database.
    const owners = new Map([timed, ...others].map((o) => [o.pageId, o.userId]));
    const facts = rows.map((r) => ({ ...r, userId: owners.get(r.pageId) ?? "", day: localDay(r.createdAt, "UTC") }));
    const fresh = facts.flatMap((f) => {
      const linkId = f.kind === "click" ? (f.linkId ?? "") : "";
      const key = `${f.pageId} ${f.day} ${linkId} ${f.visitorHash}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ pageId: f.pageId, day: f.day, linkId }];
    });
    await writer.rollups(pageEventRollups(facts, fresh));
    if ((written / BATCH) % 40 === 0) process.stdout.write(`  written ${written.toLocaleString("en-US")}\r`);
  }
  await writer.close();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Bulk-wrote ${EVENTS.toLocaleString("en-US")} events and their daily totals in ${seconds.toFixed(1)} s ` +
      `(${Math.round(EVENTS / seconds).toLocaleString("en-US")} events/s)`,
  );
  const queue = [];
  for (let b = 0; b < 5; b++) {
    const batch: Row[] = Array.from({ length: 200 }, (_, i) => ({
      pageId: timed.pageId,
      linkId: i % 3 === 0 ? (timed.linkIds[i % 12] ?? null) : null,
      kind: i % 3 === 0 ? "click" : "view",
      visitorHash: `live-${b}-${i % 150}`,
      referrer: pick(REFERRERS),
      country: pick(COUNTRIES),
      userAgent: null,
      device: "phone",
      browser: "Safari",
      os: "iOS",
      createdAt: new Date(),
    }));
    const t = performance.now();
    await insertLinkEventsWithRollups(batch);
    queue.push(performance.now() - t);
  }
  queue.sort((a, b) => a - b);
  console.log(`Live write path: a batch of 200 events with its totals in p50 ${percentile(queue, 0.5).toFixed(0)} ms`);
  const rollups = await db.analyticsDaily.count();
  console.log(`Daily total rows: ${rollups.toLocaleString("en-US")}`);

  const today = localDay(new Date(), "UTC");
  let worst = 0;
  for (const days of [7, 30, 90, 365]) {
    const range = presetRange(days, today);
    const dashboard = async () => {
      await Promise.all([
        analyticsSummary({ userId: timed.userId, range, timeZone: "UTC" }),
        readLinkDailyTotals({ userId: timed.userId, ...range }),
      ]);
    };
    await dashboard(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await dashboard();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    worst = Math.max(worst, p95);
    console.log(
      `dashboard, last ${String(days).padStart(3)} days: p50 ${percentile(times, 0.5).toFixed(1)} ms  ` +
        `p95 ${p95.toFixed(1)} ms  (${RUNS} runs)`,
    );
  }
  console.log(
    `Target p95 ≤ ${TARGET_MS} ms on ${POSTGRES ? "PostgreSQL" : "SQLite"}: ${worst <= TARGET_MS ? "met" : "MISSED"} ` +
      `(worst p95 ${worst.toFixed(1)} ms)`,
  );
  if (POSTGRES && args.explain) await explainDashboard(timed.userId, presetRange(365, today));
  if (POSTGRES) {
    await db.user.deleteMany({ where: { id: { in: [timed.userId, ...others.map((o) => o.userId)] } } });
  }
  await db.$disconnect();
}

/** EXPLAIN ANALYZE of the SQL the dashboard's reads come down to (lib/db/analytics.ts), on PostgreSQL. */
async function explainDashboard(userId: string, range: { from: string; to: string }) {
  const sums = `SUM("views"), SUM("clicks"), SUM("conversions"), SUM("created"), SUM("uniqueViews"), SUM("uniqueClicks")`;
  const where = `"userId" = $1 AND "day" BETWEEN $2 AND $3`;
  const queries: Record<string, string> = {
    "daily totals": `SELECT "day", "source", ${sums} FROM "AnalyticsDaily" WHERE ${where} AND "source" IN ('page', 'share', 'bio') AND "dimension" = 'total' AND "linkId" = '' GROUP BY "day", "source"`,
    "link totals": `SELECT "day", "linkId", SUM("clicks"), SUM("uniqueClicks") FROM "AnalyticsDaily" WHERE ${where} AND "source" = 'page' AND "dimension" = 'total' AND "linkId" <> '' GROUP BY "day", "linkId"`,
    dimensions: `SELECT "dimension", "value", SUM("views"), SUM("clicks") FROM "AnalyticsDaily" WHERE ${where} AND "source" = 'page' AND "dimension" IN ('referrer', 'country', 'device', 'browser', 'os') GROUP BY "dimension", "value"`,
    "bio totals": `SELECT "source", "subjectId", ${sums} FROM "AnalyticsDaily" WHERE ${where} AND "source" IN ('share', 'bio') AND "dimension" = 'total' GROUP BY "source", "subjectId"`,
  };
  for (const [name, sql] of Object.entries(queries)) {
    const plan = await db.$queryRawUnsafe<Record<string, string>[]>(
      `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
      userId,
      range.from,
      range.to,
    );
    console.log(`\n${name}:\n${plan.map((row) => Object.values(row)[0]).join("\n")}`);
  }
}

await main();
