// The statistics behind an A/B test of bios, pure so the page, the API and the tests agree.
// The rate compared is visitors who clicked at least one link out of visitors who saw the
// page (each counted once a day), so every visitor is one trial with a yes or no outcome.

import { mulberry32 } from "@/lib/bio/compose/rng";

export interface Interval {
  low: number;
  high: number;
}

/** z for a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

/** Wilson score interval for `successes` out of `trials` (95% unless told otherwise). */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval {
  if (trials <= 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const margin = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - margin), high: Math.min(1, centre + margin) };
}

/** A seeded generator (mulberry32), so the same counts always give the same answer. */
export const seededRandom = mulberry32;

// Box–Muller gives two independent normals per pair of uniforms; the second is kept for the
// next call (per generator, so a seeded run stays reproducible).
const spare = new WeakMap<() => number, number>();

function standardNormal(random: () => number): number {
  const kept = spare.get(random);
  if (kept !== undefined) {
    spare.delete(random);
    return kept;
  }
  // 1 - u keeps the logarithm away from zero.
  const radius = Math.sqrt(-2 * Math.log(1 - random()));
  const angle = 2 * Math.PI * random();
  spare.set(random, radius * Math.sin(angle));
  return radius * Math.cos(angle);
}

/** Gamma(shape, 1) by Marsaglia and Tsang; shape < 1 through the usual boost. */
export function sampleGamma(shape: number, random: () => number): number {
  if (shape < 1) return sampleGamma(shape + 1, random) * Math.pow(1 - random(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = standardNormal(random);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = 1 - random();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

export function sampleBeta(alpha: number, beta: number, random: () => number): number {
  const x = sampleGamma(alpha, random);
  const y = sampleGamma(beta, random);
  return x / (x + y);
}

export interface Arm {
  /** Visitors who saw the variant. */
  views: number;
  /** Of them, visitors who clicked a link. */
  clicks: number;
}

export const DRAWS = 20_000;
export const SEED = 20_261_126;

/**
 * The probability that each variant has the highest click-through rate, with a uniform
 * Beta(1, 1) prior on each rate: Monte Carlo over `draws` joint draws from the posteriors
 * Beta(1 + clicks, 1 + views − clicks), with a fixed seed so a result does not flicker.
 */
export function probabilityBest(arms: readonly Arm[], draws = DRAWS, seed = SEED): number[] {
  if (arms.length === 0) return [];
  const key = `${draws}:${seed}:${arms.map((a) => `${a.views}/${a.clicks}`).join(",")}`;
  const known = memo.get(key);
  if (known) return [...known];
  const result = simulate(arms, draws, seed);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  memo.set(key, result);
  return [...result];
}

// The same counts always give the same answer, so answers are kept: a page of past tests,
// whose counts no longer change, costs nothing after the first view.
const MEMO_SIZE = 500;
const memo = new Map<string, number[]>();

function simulate(arms: readonly Arm[], draws: number, seed: number): number[] {
  const random = seededRandom(seed);
  const wins = arms.map(() => 0);
  const sample = arms.map(() => 0);
  for (let i = 0; i < draws; i++) {
    let best = 0;
    arms.forEach((arm, k) => {
      const clicks = Math.min(arm.clicks, arm.views);
      sample[k] = sampleBeta(1 + clicks, 1 + arm.views - clicks, random);
      if ((sample[k] as number) > (sample[best] as number)) best = k;
    });
    wins[best] = (wins[best] as number) + 1;
  }
  return wins.map((w) => w / draws);
}
