// In-process benchmark of the built-in composer: latency per request (p50/p95/p99) and bios
// per second, over every fixture description, tone and platform. Target: p95 ≤ 5 ms.
//
//   npx tsx scripts/bench-composer.ts [--rounds 3]
//
// `benchComposer` is exported so a wider bench suite can run it and collect the figures.

import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { composeBios } from "../lib/bio/compose";
import { PLATFORMS, TONES, type BioRequest } from "../lib/bio/types";

export interface ComposerBench {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  biosPerSecond: number;
}

function requests(): BioRequest[] {
  const path = fileURLToPath(new URL("../tests/fixtures/bio-descriptions.json", import.meta.url));
  const fixtures = JSON.parse(readFileSync(path, "utf8")) as { description: string }[];
  const out: BioRequest[] = [];
  fixtures.forEach((f, i) =>
    TONES.forEach((tone, t) =>
      PLATFORMS.forEach((platform, p) =>
        out.push({ description: f.description, tone, platform, seed: i * 97 + t * 13 + p }),
      ),
    ),
  );
  return out;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

export function benchComposer({ rounds = 3, warmup = 200 } = {}): ComposerBench {
  const reqs = requests();
  // Warm the JIT and the lexicon indexes so the figures describe a running server.
  for (let k = 0; k < warmup; k++) composeBios(reqs[k % reqs.length] as BioRequest);
  const times: number[] = [];
  const started = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) {
    for (const req of reqs) {
      const t0 = process.hrtime.bigint();
      composeBios({ ...req, seed: req.seed + r * 7919 });
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  const totalMs = Number(process.hrtime.bigint() - started) / 1e6;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: times.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted[sorted.length - 1] ?? NaN,
    biosPerSecond: (times.length * 3) / (totalMs / 1000),
  };
}

export function main(args: string[] = process.argv.slice(2)): number {
  const at = args.indexOf("--rounds");
  const rounds = at >= 0 ? Math.max(1, Number(args[at + 1]) || 3) : 3;
  const b = benchComposer({ rounds });
  console.log(`Composer benchmark: ${b.requests} requests (3 bios each)`);
  console.log(
    `  p50 ${b.p50Ms.toFixed(2)} ms   p95 ${b.p95Ms.toFixed(2)} ms   p99 ${b.p99Ms.toFixed(2)} ms   max ${b.maxMs.toFixed(2)} ms`,
  );
  console.log(`  ${Math.round(b.biosPerSecond)} bios per second`);
  console.log(b.p95Ms <= 5 ? "  p95 within the 5 ms target" : "  p95 ABOVE the 5 ms target");
  return b.p95Ms <= 5 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
