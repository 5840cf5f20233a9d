import { addDays, isCalendarDay } from "@/lib/gamification/time-zone";

// Date ranges of the analytics page and API: whole calendar days in the user's time zone,
// "YYYY-MM-DD" strings (they compare as text), both ends included.

export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** The longest custom range, in days. */
export const MAX_RANGE_DAYS = 366;

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Days from `from` to `to`, both included. */
export function rangeLength({ from, to }: DayRange): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;
}

/** The last `days` days, ending today. */
export function presetRange(days: number, today: string): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The same number of days just before a range: what its change is measured against. */
export function previousRange(range: DayRange): DayRange {
  const length = rangeLength(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** Every day of a range, oldest first. */
export function daysOf(range: DayRange): string[] {
  const out: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) out.push(day);
  return out;
}

/** The first day a plan may see; null means its whole history. */
export function earliestVisibleDay(historyDays: number | null, today: string): string | null {
  return historyDays === null ? null : addDays(today, -(historyDays - 1));
}

export type RangeProblem = "invalid" | "reversed" | "too-long" | "future";

/** Checks a custom range; null when it is fine. */
export function checkRange(range: DayRange, today: string): RangeProblem | null {
  if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return "invalid";
  if (Number.isNaN(toTime(range.from)) || Number.isNaN(toTime(range.to))) return "invalid";
  if (addDays(range.from, 0) !== range.from || addDays(range.to, 0) !== range.to) return "invalid";
  if (range.from > range.to) return "reversed";
  if (range.from > today) return "future";
  if (rangeLength(range) > MAX_RANGE_DAYS) return "too-long";
  return null;
}

export const RANGE_MESSAGES: Record<RangeProblem, string> = {
  invalid: "Please pick a valid start and end date.",
  reversed: "The start date must be on or before the end date.",
  "too-long": `Please pick a range of at most ${MAX_RANGE_DAYS} days.`,
  future: "The start date can't be in the future.",
};

/** The change from `before` to `now`, as a fraction (0.25 is +25 %); null when there was nothing before. */
export function change(now: number, before: number): number | null {
  if (before === 0) return null;
  return (now - before) / before;
}
