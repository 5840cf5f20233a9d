import type { AbTestView, VariantView } from "@/lib/ab-test/types";

// Numbers as the A/B test page writes them.

export function percent(value: number, digits = 1): string {
  return `${(value * 100).toFixed(digits)}%`;
}

/**
 * "97%", but never a flat "100%" or "0%" for a probability from draws, and a decimal near
 * the 95% bar, so 94.6% does not read as the 95% a winner needs.
 */
export function chance(value: number): string {
  if (value > 0.995) return "over 99%";
  if (value < 0.005) return "under 1%";
  if (value >= 0.9) return `${(Math.floor(value * 1000) / 10).toFixed(1)}%`;
  return `${Math.round(value * 100)}%`;
}

// One fixed locale and zone: the server's first render and the browser's must agree.
const DATE = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export function shortDate(iso: string): string {
  return DATE.format(new Date(iso));
}

export function winnerOf(test: AbTestView): VariantView | null {
  if (test.verdict.kind !== "winner") return null;
  return test.variants[test.verdict.index] ?? null;
}

export const METHOD_SENTENCE =
  "How we compute this: the click-through rate is visitors who clicked a link out of visitors who saw the page (each counted once a day), the ranges are 95% Wilson score intervals, and the chance of being best is a Bayesian Beta-Binomial estimate with a uniform prior from 20,000 seeded Monte Carlo draws.";
