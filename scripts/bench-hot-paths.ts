// The two hot paths over HTTP against `next start`, on SQLite and then on PostgreSQL, each
// figure printed beside the server's floor (a static route, /robots.txt, on the same server in
// the same run), so a slower or busier machine moves the figures but not the verdict:
//
// - POST /api/bio/generate with the built-in composer, one signed-in user (API token, premium
//   plan) per connection. After the run every 200 must be a saved bio, one spent use, and
//   counted in the user's progress (bios generated, heat map day) exactly once.
// - A share page kept in memory, and on a cache miss (every request a share id nobody
//   visited yet, so the page is read from the database, rendered and kept).
//
//   npx tsx scripts/bench-hot-paths.ts [-- --seconds 6 --connections 10 --rounds 3 --build --check --only sqlite --paths generate]
//
// The server is the one of scripts/lighthouse.mjs on port BENCH_PORT (3321) with the build in
// BENCH_DIST_DIR (.next-lighthouse; built when missing or with --build), on a fresh
// data/bench-hot.db, then on BENCH_DATABASE_URL when it names a PostgreSQL database (emptied
// and migrated first; without it the PostgreSQL half is skipped and says so). Rate limits are
// off (load tests only). --check exits 1 when a bar is missed. --paths generate (or share)
// measures one of the two paths only, beside the same floor.
// BENCH_CPU_PROF=/tmp/prof writes the server's CPU profile there (node --cpu-prof) to see
// where its time goes.

import http from "node:http";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { MAX_DESCRIPTION_LENGTH } from "../lib/bio/generate.schema";
import { HELD_OUT_SETS, loadFixtures } from "./eval-bios";
import { load, request, serverCpuMs, startBenchServer, summarize, type Result } from "./bench-http";

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    seconds: { type: "string", default: "6" },
    connections: { type: "string", default: "10" },
    "max-requests": { type: "string", default: "6000" },
    misses: { type: "string", default: "1500" },
    rounds: { type: "string", default: "3" },
    only: { type: "string" },
    paths: { type: "string", default: "generate,share" },
    build: { type: "boolean", default: false },
    check: { type: "boolean", default: false },
  },
});
const LIMITS = {
  seconds: Math.min(60, Math.max(1, Number(args.seconds) || 6)),
  connections: Math.min(50, Math.max(1, Number(args.connections) || 10)),
  maxRequests: Math.min(50_000, Math.max(10, Number(args["max-requests"]) || 6000)),
};
/** How long the check waits for the write-behind queue's last counts after a run. */
const WRITE_BEHIND_MS = 10_000;
const PATHS = new Set(args.paths.split(","));
/**
 * Rounds of the floor and the kept paths, one after the other: the machine's speed drifts by a
 * quarter within minutes, so each round is judged at its own floor and a bar is met when it is
 * met in most rounds (the median round). The cache-miss path runs once (it needs fresh pages).
 */
const ROUNDS = Math.min(9, Math.max(1, Number(args.rounds) || 3));
const MISSES = Math.min(10_000, Math.max(50, Number(args.misses) || 1500));
const DB_NAME = "bench-hot";
const POSTGRES = process.env.BENCH_DATABASE_URL?.startsWith("postgres") ? process.env.BENCH_DATABASE_URL : null;

/** The bars (docs/product.md#performance): throughput at least, p95 at most. */
const BARS = {
  generate: { rps: 200, p95: 50 },
  shareCached: { rps: 800 },
  shareMiss: { rps: 150 },
};
/**
 * The floor's throughput on the machine the bars were set on (a static route, 10 connections).
 * A run whose floor is slower is judged at its floor: a floor of 750 req/s asks 0.75 × 200 = 150
 * generations a second at a p95 of 50 / 0.75 = 67 ms. A floor at or above this one asks the
 * bars as stated: a faster machine is held to them, not to more.
 */
const FLOOR_WHEN_SET = 1000;
const floorScale = (floor: Result) => Math.min(1, floor.rps / FLOOR_WHEN_SET);

interface Line {
  bar: string;
  met: boolean;
}

/** A scenario's figures plus the server's CPU time per request over it (null without /proc). */
type Measured = Result & { cpuMsPerRequest: number | null; clientCpuMsPerRequest: number };

async function measured<T extends Result>(groupId: number, run: () => Promise<T>): Promise<T & Measured> {
  const before = serverCpuMs(groupId);
  const client = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(client);
  const after = serverCpuMs(groupId);
  const cpuMsPerRequest =
    before === null || after === null || !result.requests ? null : (after - before) / result.requests;
  // The load generator shares the machine: what it spends is what the server could not.
  const clientCpuMsPerRequest = (used.user + used.system) / 1000 / Math.max(1, result.requests);
  return { ...result, cpuMsPerRequest, clientCpuMsPerRequest };
}

/**
 * One figure beside the floor (throughput as a share of the floor's, p95 as a multiple of the
 * floor's), and its verdict against the bar at this run's floor (see FLOOR_WHEN_SET).
 */
function line(floor: Measured, r: Measured, bar: { rps: number; p95?: number }): Line {
  const scale = floorScale(floor);
  const rpsBar = bar.rps * scale;
  const p95Bar = bar.p95 === undefined ? undefined : bar.p95 / scale;
  const met = r.errors === 0 && r.rps >= rpsBar && (p95Bar === undefined || r.p95 <= p95Bar);
  const cpu =
    (r.cpuMsPerRequest === null ? "" : `  CPU ${r.cpuMsPerRequest.toFixed(2)} ms/req`) +
    ` (load generator ${r.clientCpuMsPerRequest.toFixed(2)})`;
  console.log(
    `${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(5)} req/s (${(r.rps / floor.rps).toFixed(3)}× floor)` +
      `  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms (${(r.p95 / floor.p95).toFixed(1)}× floor)${cpu}` +
      `  ${r.requests} req, ${r.errors} err  ${met ? "✓" : "✗"} ≥${rpsBar.toFixed(0)} req/s` +
      (p95Bar === undefined ? "" : `, p95 ≤${p95Bar.toFixed(0)} ms`),
  );
  const stated = `≥${bar.rps} req/s${bar.p95 === undefined ? "" : `, p95 ≤${bar.p95} ms`}`;
  return { bar: `${r.name} (${stated}, scaled to a floor below ${FLOOR_WHEN_SET} req/s)`, met };
}

function printFloor(floor: Measured): void {
  console.log(
    `${floor.name.padEnd(26)} ${floor.rps.toFixed(0).padStart(5)} req/s` +
      `  p50 ${floor.p50.toFixed(1)} ms  p95 ${floor.p95.toFixed(1)} ms` +
      (floor.cpuMsPerRequest === null ? "" : `  CPU ${floor.cpuMsPerRequest.toFixed(2)} ms/req`) +
      ` (load generator ${floor.clientCpuMsPerRequest.toFixed(2)})` +
      `  → bars at ${floorScale(floor).toFixed(2)}× (a ${FLOOR_WHEN_SET} req/s floor asks them as stated)`,
  );
}

async function api(origin: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

async function register(origin: string, label: string): Promise<{ token: string; userId: string }> {
  const email = `bench-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const body = await api(origin, "/api/auth/register", {
    email,
    password: "bench-strong-passphrase",
    displayName: "Bench User",
  });
  const user = body.user as { id?: string } | undefined;
  return { token: String(body.token), userId: String(user?.id ?? "") };
}

/** A tiny SQL client on the database the server uses (SQLite file or PostgreSQL). */
function sql(postgres: string | null) {
  if (postgres) {
    const client = new pg.Client({ connectionString: postgres });
    const ready = client.connect();
    return {
      async all<T>(text: string, params: unknown[] = []): Promise<T[]> {
        await ready;
        return (await client.query(text, params)).rows as T[];
      },
      close: () => client.end(),
    };
  }
  const db = new Database(`data/${DB_NAME}.db`);
  db.pragma("busy_timeout = 5000");
  return {
    async all<T>(text: string, params: unknown[] = []): Promise<T[]> {
      const statement = db.prepare(text.replace(/\$\d+/g, "?"));
      return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
    },
    close: async () => db.close(),
  };
}

// Descriptions people wrote for the held-out evals (never tuned on), in a fixed order, each sent
// twice in a row: a generation, then a regenerate in another tone, as people use the
// generator. The composer keeps a few hundred recent readings, so half the requests read their
// description anew and half reuse the reading; the bench never sees the same words again.
const DESCRIPTIONS = HELD_OUT_SETS.flatMap((set) => loadFixtures(set) ?? [])
  .map((f) => f.description)
  .filter((d) => d.trim() !== "" && d.length <= MAX_DESCRIPTION_LENGTH);
const TONES = ["professional", "funny", "bold", "casual", "poetic", "mysterious"];
const PLATFORMS = ["instagram", "tiktok", "twitter", "linkedin"];

/** The next request's place in DESCRIPTIONS × TONES × PLATFORMS: later rounds go on from it. */
let nextGeneration = 0;

/** `connections` loops, each its own user, posting generations until the request or time bound. */
async function loadGenerate(origin: string, tokens: string[]): Promise<Result & { ok: number }> {
  const url = new URL("/api/bio/generate", origin);
  const latencies: number[] = [];
  let errors = 0;
  let ok = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + LIMITS.seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (sent < LIMITS.maxRequests && performance.now() < deadline) {
        sent += 1;
        const i = nextGeneration++;
        const body = JSON.stringify({
          description: DESCRIPTIONS[Math.floor(i / 2) % DESCRIPTIONS.length],
          tone: TONES[i % TONES.length],
          platform: PLATFORMS[i % PLATFORMS.length],
        });
        const { status, ms } = await request(agent, url, {
          method: "POST",
          body,
          headers: { authorization: `Bearer ${token}`, origin },
        });
        latencies.push(ms);
        if (status === 200) ok += 1;
        else errors += 1;
      }
      agent.destroy();
    }),
  );
  return { ...summarize("POST /api/bio/generate", latencies, errors, started), ok };
}

/** Each request a share page nobody has asked for yet: read, rendered, then kept. */
async function loadMisses(origin: string, paths: string[]): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + LIMITS.seconds * 1000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: LIMITS.connections });
  await Promise.all(
    Array.from({ length: LIMITS.connections }, async () => {
      while (next < paths.length && performance.now() < deadline) {
        const path = paths[next++] ?? "";
        const { status, ms } = await request(agent, new URL(path, origin));
        latencies.push(ms);
        if (status !== 200) errors += 1;
      }
    }),
  );
  agent.destroy();
  return summarize("share page (cache miss)", latencies, errors, started);
}

async function runOn(postgres: string | null, build: boolean): Promise<Line[]> {
  const server = await startBenchServer(DB_NAME, build, postgres);
  const db = sql(postgres);
  const lines: Line[] = [];
  try {
    const { origin } = server;
    const floorUrl = new URL("/robots.txt", origin);
    const warm = new http.Agent({ keepAlive: true });
    for (let i = 0; i < 50; i += 1) await request(warm, floorUrl);

    // Generation: one premium user per connection.
    const users = await Promise.all(Array.from({ length: LIMITS.connections }, (_, i) => register(origin, `g${i}`)));
    const ids = users.map((u) => u.userId);
    const placeholders = ids.map((_, i) => `$${i + 1}`).join(", ");
    await db.all(`UPDATE "User" SET "subscriptionStatus" = 'premium' WHERE "id" IN (${placeholders})`, ids);
    for (const { token } of users) {
      for (let i = 0; i < 5; i += 1) {
        await api(origin, "/api/bio/generate", { description: DESCRIPTIONS[0], tone: "bold" }, token);
      }
    }
    const warmups = 5 * users.length;

    // Shares: one to serve from cache, and a pile of fresh ones for the misses.
    const shares = PATHS.has("share");
    let cachedPath = "";
    const missPaths: string[] = [];
    if (shares) {
      const sharer = await register(origin, "share");
      const share = async (i: number) => {
        const body = await api(
          origin,
          "/api/bio/share",
          { description: "designer in Bengaluru", tone: "bold", generatedBio: `Chai-fuelled designer 🌿 no. ${i}` },
          sharer.token,
        );
        return `/instagram/share/${String(body.shareableId)}`;
      };
      cachedPath = await share(0);
      for (let i = 0; i < 20; i += 1) await request(warm, new URL(cachedPath, origin));
      for (let i = 1; i <= MISSES; i += 8) {
        missPaths.push(...(await Promise.all(Array.from({ length: 8 }, (_, k) => share(i + k)))));
      }
    }

    console.log(
      `\n${postgres ? "PostgreSQL" : "SQLite"}: ${LIMITS.connections} connections, at most ${LIMITS.maxRequests} requests or ${LIMITS.seconds} s per scenario`,
    );
    const group = server.pid;
    const rounds: { generate: Line[]; cached: Line[] } = { generate: [], cached: [] };
    let generatedOk = 0;
    let floor: Measured | null = null;
    for (let round = 1; round <= ROUNDS; round += 1) {
      if (ROUNDS > 1) console.log(`round ${round} of ${ROUNDS}`);
      floor = await measured(group, () => load("floor: GET /robots.txt", floorUrl, LIMITS));
      printFloor(floor);
      if (PATHS.has("generate")) {
        const generated = await measured(group, () =>
          loadGenerate(
            origin,
            users.map((u) => u.token),
          ),
        );
        generatedOk += generated.ok;
        rounds.generate.push(line(floor, generated, BARS.generate));
      }
      if (shares) {
        const cached = await measured(group, () => load("share page (cached)", new URL(cachedPath, origin), LIMITS));
        rounds.cached.push(line(floor, cached, BARS.shareCached));
      }
    }
    for (const judged of [rounds.generate, rounds.cached]) {
      if (judged.length === 0) continue;
      const met = judged.filter((l) => l.met).length;
      lines.push({ bar: `${judged[0]?.bar} in ${met} of ${judged.length} rounds`, met: met * 2 > judged.length });
    }
    if (shares && floor) {
      lines.push(line(floor, await measured(group, () => loadMisses(origin, missPaths)), BARS.shareMiss));
    }
    warm.destroy();

    // Nothing lost: every 200 is a saved bio, one spent use and one counted activity, exactly.
    // The heat map's days are written behind (a queue flushed every few milliseconds, retried
    // on failure), so on a busy machine the last ones can land after the run: the counts are
    // read again until they are all there, for at most WRITE_BEHIND_MS, then judged as they are.
    const expected = generatedOk + warmups;
    const count = async (table: string, column: string) => {
      const rows = await db.all<{ n: number | string }>(
        `SELECT COALESCE(SUM(${column}), 0) AS n FROM "${table}" WHERE "userId" IN (${placeholders})`,
        ids,
      );
      return Number(rows[0]?.n ?? 0);
    };
    const readStored = async () => ({
      "bios saved": await count("BioGeneration", "1"),
      "uses spent": await count("UsageCounter", `"count"`),
      "bios generated (progress)": await count("GamificationStats", `"biosGenerated"`),
      "heat map activities": await count("ActivityDay", `"count"`),
    });
    const waitFrom = performance.now();
    let stored = await readStored();
    while (Object.values(stored).some((n) => n !== expected) && performance.now() - waitFrom < WRITE_BEHIND_MS) {
      await new Promise((r) => setTimeout(r, 250));
      stored = await readStored();
    }
    const waited = performance.now() - waitFrom;
    if (waited > 500) console.log(`${"".padEnd(26)} (the write-behind counts took ${Math.round(waited)} ms to land)`);
    const wrong = Object.entries(stored).filter(([, n]) => n !== expected);
    console.log(
      `${"".padEnd(26)} ${Object.entries(stored)
        .map(([k, n]) => `${k} ${n}`)
        .join(", ")} (expected ${expected} each)`,
    );
    lines.push({
      bar: `every generation counted exactly${wrong.length ? ` (${wrong.map(([k, n]) => `${k} ${n}`).join(", ")} of ${expected})` : ""}`,
      met: wrong.length === 0,
    });
  } finally {
    await db.close();
    server.stop();
    await new Promise((r) => setTimeout(r, 1500));
  }
  return lines;
}

async function main() {
  const only = args.only;
  const targets: (string | null)[] = [];
  if (!only || only === "sqlite") targets.push(null);
  if (!only || only === "postgres") {
    if (POSTGRES) targets.push(POSTGRES);
    else console.log("PostgreSQL skipped: set BENCH_DATABASE_URL=postgresql://… to a scratch database.");
  }
  const missed: string[] = [];
  let build = args.build;
  for (const target of targets) {
    const lines = await runOn(target, build);
    build = false; // one build serves both databases
    for (const l of lines) if (!l.met) missed.push(`${target ? "PostgreSQL" : "SQLite"} ${l.bar}`);
  }
  console.log(missed.length ? `\nBars missed: ${missed.join("; ")}` : "\nEvery bar met.");
  if (args.check && missed.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
