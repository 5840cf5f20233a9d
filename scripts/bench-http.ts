// The HTTP load loop the benchmarks share: `connections` keep-alive loops against
// one URL, bounded by a request count and a number of seconds (loopback only).

import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";

export const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

export interface Limits {
  seconds: number;
  connections: number;
  maxRequests: number;
}

export interface Result {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN) : NaN;

export function request(
  agent: http.Agent,
  url: URL,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; ms: number }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        agent,
        method: options.method ?? "GET",
        headers: {
          "user-agent": BROWSER,
          ...options.headers,
          ...(options.body
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(options.body) }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
        );
      },
    );
    req.on("error", () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    if (options.body) req.write(options.body);
    req.end();
  });
}

/** `connections` loops sending requests until `maxRequests` are done or `seconds` have passed. */
export async function load(
  name: string,
  url: URL,
  limits: Limits,
  options: { method?: string; body?: string; headers?: Record<string, string>; ok?: (status: number) => boolean } = {},
): Promise<Result> {
  const { seconds: SECONDS, connections: CONNECTIONS, maxRequests: MAX_REQUESTS } = limits;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const ok = options.ok ?? ((s: number) => s >= 200 && s < 300);
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (sent < MAX_REQUESTS && performance.now() < deadline) {
        sent += 1;
        const { status, ms } = await request(agent, url, options);
        latencies.push(ms);
        if (!ok(status)) errors += 1;
      }
    }),
  );
  agent.destroy();
  return summarize(name, latencies, errors, started);
}

/** A run's figures from its latencies (sorted here), its errors and when it started. */
export function summarize(name: string, latencies: number[], errors: number, started: number): Result {
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export function print(r: Result) {
  console.log(
    `${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms` +
      `  p99 ${r.p99.toFixed(1)} ms  (${r.requests} requests, ${r.errors} errors, ${r.seconds.toFixed(1)} s)`,
  );
}

/** BENCH_DATABASE_URL=postgresql://… runs a benchmark's server on that database instead of SQLite. */
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL?.startsWith("postgres")
  ? process.env.BENCH_DATABASE_URL
  : null;

/** What scripts/lighthouse.mjs offers the benchmarks. */
export interface BenchHelpers {
  createShareThroughApi(origin: string, bio?: string): Promise<string>;
  createLinkPageThroughApi(origin: string): Promise<string>;
}

/**
 * The production server of scripts/lighthouse.mjs (port BENCH_PORT 3321, build folder
 * .next-lighthouse, built when missing or when `rebuild`) on a fresh database named `dbName`,
 * with rate limits off (load tests only).
 */
export async function startBenchServer(dbName: string, rebuild: boolean, postgres: string | null = POSTGRES_URL) {
  const lighthouse = (await import(new URL("./lighthouse.mjs", import.meta.url).href)) as BenchHelpers & {
    startProductionServer(options: {
      port: number;
      distDir: string;
      dbName: string;
      build?: boolean;
      extraEnv?: Record<string, string>;
    }): Promise<{ origin: string; stop: () => void; pid: number }>;
  };
  const distDir = process.env.BENCH_DIST_DIR ?? ".next-lighthouse";
  const build = rebuild || !existsSync(`${distDir}/BUILD_ID`);
  if (!build) console.log(`Using the build in ${distDir} (--build rebuilds it).`);
  const server = await lighthouse.startProductionServer({
    port: Number(process.env.BENCH_PORT ?? 3321),
    distDir,
    dbName,
    build,
    extraEnv: { DISABLE_RATE_LIMITS: "true", ...(postgres ? { DATABASE_URL: postgres } : {}) },
  });
  console.log(`Database: ${postgres ? "PostgreSQL" : "SQLite"}`);
  return { ...server, helpers: lighthouse as BenchHelpers };
}

/**
 * CPU time (ms) the server has used so far: every process of its process group (npx, then
 * next-server), read from /proc (Linux). null where /proc is not there.
 */
export function serverCpuMs(groupId: number): number | null {
  if (!existsSync("/proc/self/stat")) return null;
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name: state ppid pgrp … utime (14th) stime (15th).
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== groupId) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / ticksPerMs;
}
