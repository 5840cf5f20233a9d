import type { AbTestView, VariantView } from "@/lib/ab-test/types";

// Numbers as the A/B test page writes them.

export function percent(value: number, digits = 1): string {
  return `${(value * 100).toFixed(digits)}%`;
}

/** "97%", but never a flat "100%" or "0%" for a probability from draws. */
export function chance(value: number): string {
  if (value > 0.995) return "over 99%";
  if (value < 0.005) return "under 1%";
  return `${Math.round(value * 100)}%`;
}

export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });
}

export function winnerOf(test: AbTestView): VariantView | null {
  if (test.verdict.kind !== "winner") return null;
  return test.variants[test.verdict.index] ?? null;
}

export const METHOD_SENTENCE =
  "How we compute this: the click-through rate is visitors who clicked a link out of visitors who saw the page (each counted once a day), the ranges are 95% Wilson score intervals, and the chance of being best is a Bayesian Beta-Binomial estimate with a uniform prior from 20,000 seeded Monte Carlo draws.";
