import type { AbTestKind } from "./ab-test.schema";
import type { Verdict } from "./decide";
import type { Interval } from "./stats";

// An A/B test as the API answers it and the page shows it.

export interface VariantView {
  id: string;
  letter: string;
  bio: string;
  /** Sequential tests: when this bio went up, and when the next one replaced it. */
  startedAt: string | null;
  endedAt: string | null;
  /** Sequential tests: the page's address tagged for this bio. */
  taggedUrl: string | null;
  views: number;
  clicks: number;
  rate: number;
  interval: Interval;
  probabilityBest: number;
}

export interface AbTestView {
  id: string;
  kind: AbTestKind;
  name: string;
  status: "running" | "stopped";
  startedAt: string;
  endedAt: string | null;
  winnerId: string | null;
  variants: VariantView[];
  verdict: Verdict;
  /** Sequential tests: the variant that is up now (null when all have run or the test ended). */
  currentId: string | null;
}
