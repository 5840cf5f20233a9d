import { probabilityBest, wilsonInterval, type Arm, type Interval } from "./stats";

// When a test may name a winner, and how far it is from doing so.

/** Fewest visitors each variant needs before any winner is named. */
export const MIN_VIEWS_PER_VARIANT = 100;
/** How sure the winner must be to have the best click-through rate. */
export const WIN_PROBABILITY = 0.95;

// The sample-size estimate: a two-sided 5% test with 80% power for the gap seen so far.
const Z_ALPHA = 1.959963984540054;
const Z_POWER = 0.8416212335729143;

export interface ArmResult extends Arm {
  rate: number;
  interval: Interval;
  probabilityBest: number;
}

export type Verdict =
  | { kind: "winner"; index: number }
  /** `moreVisits`: an estimate of the visits still needed in total; null when the rates are too close to say. */
  | { kind: "not-yet"; reason: "min-sample" | "uncertain"; moreVisits: number | null };

export interface TestResults {
  arms: ArmResult[];
  verdict: Verdict;
}

/** Visitors per variant needed to tell rates `a` and `b` apart; null when they are equal. */
export function visitorsPerVariant(a: number, b: number): number | null {
  const gap = Math.abs(a - b);
  if (gap < 1e-9) return null;
  const variance = a * (1 - a) + b * (1 - b);
  // Rates of 0 or 1 have no variance yet: count as if one visitor had gone the other way.
  const floor = variance > 0 ? variance : 0.01;
  return Math.ceil(((Z_ALPHA + Z_POWER) ** 2 * floor) / (gap * gap));
}

export function analyze(arms: readonly Arm[]): TestResults {
  const p = probabilityBest(arms);
  const results: ArmResult[] = arms.map((arm, i) => {
    const clicks = Math.min(arm.clicks, arm.views);
    return {
      views: arm.views,
      clicks,
      rate: arm.views > 0 ? clicks / arm.views : 0,
      interval: wilsonInterval(clicks, arm.views),
      probabilityBest: p[i] ?? 0,
    };
  });
  const shortfall = results.reduce((sum, a) => sum + Math.max(0, MIN_VIEWS_PER_VARIANT - a.views), 0);
  const leader = results.reduce(
    (best, a, i) => (a.probabilityBest > (results[best]?.probabilityBest ?? -1) ? i : best),
    0,
  );

  if (shortfall === 0 && (results[leader]?.probabilityBest ?? 0) >= WIN_PROBABILITY) {
    return { arms: results, verdict: { kind: "winner", index: leader } };
  }
  return {
    arms: results,
    verdict: {
      kind: "not-yet",
      reason: shortfall > 0 ? "min-sample" : "uncertain",
      moreVisits: moreVisits(results, shortfall),
    },
  };
}

/**
 * The visits still needed: every variant up to the minimum, and, while the leader is not
 * clearly ahead, up to the sample that would tell the leader from its closest rival if
 * the rates seen so far hold. Null when the two are tied so far (no size can be estimated).
 */
function moreVisits(arms: readonly ArmResult[], shortfall: number): number | null {
  const byRate = [...arms].sort((a, b) => b.rate - a.rate);
  const [first, second] = byRate;
  if (!first || !second) return shortfall;
  const enoughViews = arms.every((a) => a.views >= MIN_VIEWS_PER_VARIANT);
  const perVariant = visitorsPerVariant(first.rate, second.rate);
  if (perVariant === null) return enoughViews ? null : shortfall;
  const target = Math.max(MIN_VIEWS_PER_VARIANT, perVariant);
  const needed = arms.reduce((sum, a) => sum + Math.max(0, target - a.views), 0);
  // Past the estimate yet still unsure: at least another tenth of the sample.
  return needed > 0 ? needed : Math.ceil(arms.reduce((s, a) => s + a.views, 0) / 10);
}
