import { TERM_KINDS, termsOf, type GenerationSample, type TermKind } from "./terms";

// Trends from the product's own generations: this week (the last 7 days) against the weeks
// before it. Only aggregates leave a user's own space: a term is shown only when the
// generations of at least MIN_USERS different people used it this week, and nothing is shown
// at all below a minimum amount of data.

export const DAY_MS = 86_400_000;
export const CURRENT_DAYS = 7;
export const BASELINE_WEEKS = 3;
export const WINDOW_DAYS = CURRENT_DAYS * (BASELINE_WEEKS + 1);
/** A term needs this many different users this week to be shown. */
export const MIN_USERS = 5;
/** Below this many generations (or MIN_USERS users) this week, there is not enough data. */
export const MIN_GENERATIONS = 20;
export const TOP_TERMS = 8;

export interface TrendTerm {
  term: string;
  /** Generations that used it this week. */
  thisWeek: number;
  /** Generations that used it per week, on average, in the weeks before. */
  perWeekBefore: number;
  /** How many different people used it this week (always at least MIN_USERS). */
  users: number;
}

export interface TrendReport {
  window: { from: Date; weekStart: Date; to: Date };
  generations: { thisWeek: number; before: number };
  users: number;
  enoughData: boolean;
  terms: Record<TermKind, TrendTerm[]>;
}

interface Tally {
  thisWeek: number;
  before: number;
  users: Set<string>;
}

const emptyTerms = (): Record<TermKind, TrendTerm[]> => ({ keywords: [], tones: [], emoji: [], hashtags: [] });

export function aggregateTrends(samples: readonly GenerationSample[], now: Date): TrendReport {
  const to = now.getTime();
  const weekStart = to - CURRENT_DAYS * DAY_MS;
  const from = to - WINDOW_DAYS * DAY_MS;
  const tallies = Object.fromEntries(TERM_KINDS.map((k) => [k, new Map<string, Tally>()])) as Record<
    TermKind,
    Map<string, Tally>
  >;
  const generations = { thisWeek: 0, before: 0 };
  const usersThisWeek = new Set<string>();

  for (const sample of samples) {
    const at = sample.createdAt.getTime();
    if (at < from || at > to) continue;
    const current = at >= weekStart;
    if (current) {
      generations.thisWeek++;
      usersThisWeek.add(sample.userId);
    } else generations.before++;
    const terms = termsOf(sample);
    for (const kind of TERM_KINDS) {
      for (const term of terms[kind]) {
        const tally = tallies[kind].get(term) ?? { thisWeek: 0, before: 0, users: new Set<string>() };
        if (current) {
          tally.thisWeek++;
          tally.users.add(sample.userId);
        } else tally.before++;
        tallies[kind].set(term, tally);
      }
    }
  }

  const enoughData = generations.thisWeek >= MIN_GENERATIONS && usersThisWeek.size >= MIN_USERS;
  const report: TrendReport = {
    window: { from: new Date(from), weekStart: new Date(weekStart), to: new Date(to) },
    generations,
    users: usersThisWeek.size,
    enoughData,
    terms: emptyTerms(),
  };
  if (!enoughData) return report;
  for (const kind of TERM_KINDS) report.terms[kind] = rising(tallies[kind]);
  return report;
}

/** Terms used by enough people and more this week than a week before on average, the steepest rise first. */
function rising(tallies: Map<string, Tally>): TrendTerm[] {
  const terms: TrendTerm[] = [];
  for (const [term, tally] of tallies) {
    if (tally.users.size < MIN_USERS) continue;
    const perWeekBefore = tally.before / BASELINE_WEEKS;
    if (tally.thisWeek <= perWeekBefore) continue;
    terms.push({ term, thisWeek: tally.thisWeek, perWeekBefore, users: tally.users.size });
  }
  const growth = (t: TrendTerm) => (t.thisWeek + 1) / (t.perWeekBefore + 1);
  return terms
    .sort((a, b) => growth(b) - growth(a) || b.thisWeek - a.thisWeek || a.term.localeCompare(b.term))
    .slice(0, TOP_TERMS);
}
