// Calendar dates as tools read and write them: "YYYY-MM-DD" strings in, words a reader in the
// user's part of the world expects out ("Sun, Nov 30" in the US, "Sun 30 Nov" elsewhere).

const DAY_MS = 86_400_000;

/** "2026-11-30" → midnight UTC of that day. */
export function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The UTC calendar day of a moment, as "YYYY-MM-DD". */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(parseDay(day).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS);
}

/**
 * The user's today: the browser's date when it is within a day of the server's (time zones),
 * else the server's UTC date. A wrong clock in a browser cannot move a deadline far.
 */
export function resolveToday(browserToday: string | undefined, now: Date = new Date()): string {
  const server = dayOf(now);
  if (browserToday && Math.abs(daysBetween(server, browserToday)) <= 1) return browserToday;
  return server;
}

/** Month first for US English (and when no locale is known, the world's more common order). */
export function monthFirst(locale: string | undefined): boolean {
  return /^en-(US|PH|CA)$/i.test(locale ?? "");
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

export function weekdayOf(day: string): string {
  return WEEKDAYS[parseDay(day).getUTCDay()] ?? "";
}

/** "30 Nov" / "Nov 30", with the year when it is not `today`'s year. */
export function formatDay(day: string, { locale, today }: { locale?: string; today?: string } = {}): string {
  const d = parseDay(day);
  const month = MONTHS[d.getUTCMonth()] ?? "";
  const date = d.getUTCDate();
  const withYear = today !== undefined && today.slice(0, 4) !== day.slice(0, 4);
  if (monthFirst(locale)) return `${month} ${date}${withYear ? `, ${d.getUTCFullYear()}` : ""}`;
  return `${date} ${month}${withYear ? ` ${d.getUTCFullYear()}` : ""}`;
}

/** "Sun 30 Nov" / "Sun, Nov 30". */
export function formatDayWithWeekday(day: string, options: { locale?: string; today?: string } = {}): string {
  const weekday = weekdayOf(day).slice(0, 3);
  return monthFirst(options.locale)
    ? `${weekday}, ${formatDay(day, options)}`
    : `${weekday} ${formatDay(day, options)}`;
}

/**
 * When something happens, said the way a person would: "today", "tomorrow", "this Sunday"
 * (within the week), else the date. `today` is the user's own date.
 */
export function whenPhrase(day: string, { today, locale }: { today: string; locale?: string }): string {
  const days = daysBetween(today, day);
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days > 1 && days < 7) return `this ${weekdayOf(day)}`;
  return formatDay(day, { locale, today });
}

/** "on 30 Nov" but "today" / "tomorrow" / "this Sunday" without "on". */
export function onWhen(day: string, options: { today: string; locale?: string }): string {
  const phrase = whenPhrase(day, options);
  return /^(today|tomorrow|this )/.test(phrase) ? phrase : `on ${phrase}`;
}
