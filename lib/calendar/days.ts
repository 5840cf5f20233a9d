import { addDays, localDay } from "@/lib/gamification/time-zone";
import { CALENDAR_MESSAGES, PLAN_DAYS_AHEAD } from "./calendar.schema";

// Calendar days are "YYYY-MM-DD" strings in the user's own time zone: they compare and
// sort as text, and "today" is the user's today, not the server's.

export { addDays };

/** Today in the user's time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDay(now, timeZone);
}

/** The first and last day a user may plan for: today and 30 days after it. */
export function planWindow(today: string): { first: string; last: string } {
  return { first: today, last: addDays(today, PLAN_DAYS_AHEAD) };
}

/** Why `day` cannot be planned on, or null when it can: past days and days beyond the window are refused. */
export function planDayProblem(day: string, today: string): string | null {
  const { first, last } = planWindow(today);
  if (day < first) return CALENDAR_MESSAGES.past;
  if (day > last) return CALENDAR_MESSAGES.tooFar;
  return null;
}

/** Days from `from` to `to`, both "YYYY-MM-DD" (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Day of the week, Monday = 0 … Sunday = 6. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday that starts the week of `day`. */
export function weekStart(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** The seven days of the week of `day`, Monday first. */
export function weekDays(day: string): string[] {
  const start = weekStart(day);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** "YYYY-MM" of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The first day of the month after (or before, with -1) the month of `day`. */
export function shiftMonth(day: string, months: number): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** The weeks (Monday first) that show the month of `day`: 4 to 6 rows of 7 days. */
export function monthGrid(day: string): string[][] {
  const first = `${monthOf(day)}-01`;
  const last = addDays(shiftMonth(first, 1), -1);
  const weeks: string[][] = [];
  for (let start = weekStart(first); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

const LONG = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const SHORT = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

const asDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Friday, November 27" */
export const formatDayLong = (day: string) => LONG.format(asDate(day));
/** "Fri, Nov 27" */
export const formatDayShort = (day: string) => SHORT.format(asDate(day));
/** "November 2026" */
export const formatMonth = (day: string) => MONTH.format(asDate(day));

/** "Today", "Tomorrow", "In 5 days" or "3 days ago", relative to `today`. */
export function relativeDay(day: string, today: string): string {
  const n = daysBetween(today, day);
  if (n === 0) return "Today";
  if (n === 1) return "Tomorrow";
  if (n === -1) return "Yesterday";
  return n > 0 ? `In ${n} days` : `${-n} days ago`;
}
