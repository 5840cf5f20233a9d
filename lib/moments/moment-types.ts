// The shared vocabulary of the curated calendar of moments (docs/product.md#seasonal-moments).

export const REGIONS = ["IN", "US", "UK", "global"] as const;
export type Region = (typeof REGIONS)[number];

export const REGION_NAMES: Record<Region, string> = {
  IN: "India",
  US: "United States",
  UK: "United Kingdom",
  global: "Global retail",
};

export type MomentKind = "festival" | "holiday" | "shopping" | "season" | "observance";

/** One moment on one date. */
export interface MomentOccurrence {
  /** The moment, e.g. "diwali" (the same every year). */
  id: string;
  /** Unique per occurrence: "diwali-2026". */
  key: string;
  name: string;
  /** "YYYY-MM-DD"; for a season, the day it starts. */
  date: string;
  regions: readonly Region[];
  kind: MomentKind;
  emoji: string;
  /** Where the date comes from, for a reviewer. */
  source: string;
  /** The date depends on a moon sighting and may move by a day. */
  tentative?: boolean;
  /** A sentence about the moment for the user (what a season means, how a date moves). */
  note?: string;
  /** Campaign ideas, each a short imperative sentence. */
  angles: readonly string[];
  /** How many days before the date a campaign usually starts. */
  leadDays: number;
}
