// Server time of POST /api/bio/generate with the built-in composer (target: p95 ≤20 ms,
// ≥200 req/s on one process), measured in-process: the real route handler (auth by API token,
// burst limit off, quota spend, engine, history row, background track event) on a scratch
// database, without HTTP sockets in between. It prints figures; --check also exits 1 when a
// target is missed.
//
//   npx tsx --conditions=react-server scripts/bench-generate.ts [-- --requests 300 --concurrency 10 --check]
//
// The database is a fresh SQLite file (data/bench-generate.db) unless BENCH_DATABASE_URL
// names another one, e.g. a scratch PostgreSQL database; it is emptied first.

import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";
import { NextRequest } from "next/server";
import type * as GenerateRoute from "../app/api/bio/generate/route";
import type * as AuthTokens from "../lib/auth/issue-token";
import type * as BioTypes from "../lib/bio/types";
import type * as Generations from "../lib/db/generations";
import type * as Users from "../lib/db/users";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "300" },
    concurrency: { type: "string", default: "10" },
    check: { type: "boolean", default: false },
  },
});
const REQUESTS = Math.max(1, Number(args.requests) || 300);
const CONCURRENCY = Math.max(1, Number(args.concurrency) || 10);
const WARMUP = 30;
const TARGET_P95_MS = 20;
const TARGET_RPS = 200;
const ORIGIN = "http://localhost:3000";

// Set before the app's modules load: lib/env reads the environment once. The composer path is
// the one measured, so no AI provider; the burst limit would stop a single bench user.
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "file:./data/bench-generate.db";
Object.assign(process.env, { DATABASE_URL: databaseUrl, DISABLE_RATE_LIMITS: "true", NODE_ENV: "production" });
for (const name of ["OPENAI_API_KEY", "AI_BASE_URL", "AI_API_KEY"]) delete process.env[name];

const reset = spawnSync(process.execPath, ["scripts/db-reset.mjs", "--force", "--no-seed"], {
  env: process.env,
  encoding: "utf8",
});
if (reset.status !== 0) {
  console.error(`Could not prepare the bench database:\n${reset.stdout}\n${reset.stderr}`);
  process.exit(1);
}

// The app is loaded through require, which tsx compiles to CommonJS with the same default-
// import interop as Next's bundler (next-auth's providers are CommonJS with __esModule);
// Node's own ESM loader would hand `import X from` the whole exports object instead.
const load = createRequire(import.meta.url);
const { POST } = load("../app/api/bio/generate/route.ts") as typeof GenerateRoute;
const { createUser, setPlan } = load("../lib/db/users.ts") as typeof Users;
const { issueApiToken } = load("../lib/auth/issue-token.ts") as typeof AuthTokens;
const { countBiosGenerated } = load("../lib/db/generations.ts") as typeof Generations;
const { TONES, PLATFORMS } = load("../lib/bio/types.ts") as typeof BioTypes;

const DESCRIPTIONS = [
  "Pastry chef in Lisbon who loves sourdough, surfing at dawn and my rescue dog Miso",
  "Marathon runner and ICU nurse, coffee first, then everything else",
  "Indie game developer making cozy games about plants and rainy cities",
  "Freelance photographer chasing light across India, weddings and street portraits",
  "Product designer at a fintech startup, mom of two, amateur potter",
];

const user = await createUser({
  email: `bench-${Date.now()}@example.invalid`,
  displayName: "Bench User",
  passwordHash: "not-a-password-hash", // never signs in: the bench uses an API token
});
if (!user) throw new Error("could not create the bench user");
await setPlan({ userId: user.id, plan: "premium" });
const token = await issueApiToken(user.id);

let failures = 0;

async function once(i: number): Promise<number> {
  const body = JSON.stringify({
    description: DESCRIPTIONS[i % DESCRIPTIONS.length],
    tone: TONES[i % TONES.length],
    platform: PLATFORMS[i % PLATFORMS.length],
  });
  const req = new NextRequest(`${ORIGIN}/api/bio/generate`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, origin: ORIGIN },
  });
  const started = performance.now();
  const res = await POST(req, { params: Promise.resolve({}) });
  await res.text();
  const elapsed = performance.now() - started;
  if (res.status !== 200) failures++;
  return elapsed;
}

async function run(count: number, concurrency: number) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) times.push(await once(next++));
    }),
  );
  const wallMs = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: (count / wallMs) * 1000 };
}

await run(WARMUP, 1);
const results = [
  { mode: "sequential", ...(await run(REQUESTS, 1)) },
  { mode: `concurrency ${CONCURRENCY}`, ...(await run(REQUESTS, CONCURRENCY)) },
];

console.log(`POST /api/bio/generate, composer, ${REQUESTS} requests per mode (${databaseUrl.split(":")[0]})`);
console.table(
  results.map((r) => ({
    mode: r.mode,
    "p50 ms": r.p50.toFixed(2),
    "p95 ms": r.p95.toFixed(2),
    "p99 ms": r.p99.toFixed(2),
    "req/s": Math.round(r.rps),
  })),
);

// Every 200 must be a saved bio, or the figures measured something else.
const saved = await countBiosGenerated({ userId: user.id });
const expected = WARMUP + 2 * REQUESTS;
console.log(`non-200 answers: ${failures}; bios saved: ${saved}/${expected}`);

const sequential = results[0];
const missed = [
  failures > 0 || saved !== expected ? "every request answered 200 and saved" : null,
  sequential && sequential.p95 > TARGET_P95_MS ? `p95 ≤${TARGET_P95_MS} ms (sequential)` : null,
  results.every((r) => r.rps < TARGET_RPS) ? `≥${TARGET_RPS} req/s` : null,
].filter((x) => x !== null);
console.log(missed.length === 0 ? "Targets met." : `Targets missed: ${missed.join("; ")}`);
// The Prisma client and pool keep the process alive; the background track events have had
// the whole run to land.
process.exit(args.check && missed.length > 0 ? 1 : 0);
