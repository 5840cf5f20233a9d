import type { Platform } from "@/lib/bio/types";

export type Severity = "high" | "medium" | "low";

/** One place in the bio a rule objects to. */
export interface Finding {
  /** The text as it stands in the bio. */
  text: string;
  /** What is wrong with it, in a few words. */
  reason: string;
}

export interface RuleResult {
  id: RuleId;
  title: string;
  severity: Severity;
  /** Why the rule matters to the person, one or two sentences. */
  why: string;
  passed: boolean;
  findings: Finding[];
  /** The bio with this rule's fix applied, when a fix can be made without guessing. */
  fixed: string | null;
  /** What the fix does, as a button label. */
  fixLabel: string | null;
  /** What to do when no automatic fix exists (or as well as one). */
  advice: string;
}

export const RULE_IDS = [
  "length",
  "risky-claims",
  "sponsorship",
  "hashtags",
  "emoji",
  "shouting",
  "personal-data",
  "links",
] as const;
export type RuleId = (typeof RULE_IDS)[number];

export interface Rule {
  id: RuleId;
  title: string;
  severity: Severity;
  why: string;
  advice: string;
  fixLabel?: string;
  find: (bio: string, platform: Platform) => Finding[];
  /** Returns the bio with the findings fixed; absent when only the person can fix it. */
  fix?: (bio: string, platform: Platform, findings: Finding[]) => string;
}
