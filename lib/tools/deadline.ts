import { daysBetween, formatDay, formatDayWithWeekday, weekdayOf } from "./dates";

// A deadline said several ways, all true on the user's own date: "ends tomorrow", "until
// Sunday", "ends Sun 30 Nov". Composers pick among them for variety.

export interface Deadline {
  /** "ends tonight" / "ends tomorrow" / "ends Sunday" / "ends Sun 30 Nov" */
  ends: string;
  /** "today only" / "until tomorrow night" / "until Sunday" / "until 30 Nov" */
  until: string;
  /** The bare date for a label: "Sun 30 Nov" / "Sun, Nov 30". */
  date: string;
  /** Days left, 0 on the last day. */
  daysLeft: number;
}

export function deadlineOf(
  endDate: string,
  { today, locale }: { today: string; locale?: string | undefined },
): Deadline {
  const daysLeft = daysBetween(today, endDate);
  const date = formatDayWithWeekday(endDate, { locale, today });
  if (daysLeft <= 0) return { ends: "ends tonight", until: "today only", date, daysLeft: 0 };
  if (daysLeft === 1) return { ends: "ends tomorrow", until: "until tomorrow night", date, daysLeft };
  if (daysLeft < 7) {
    const weekday = weekdayOf(endDate);
    return { ends: `ends ${weekday}`, until: `until ${weekday}`, date, daysLeft };
  }
  return { ends: `ends ${date}`, until: `until ${formatDay(endDate, { locale, today })}`, date, daysLeft };
}

/** A bio names the deadline when it carries one of its phrasings or the day of the month. */
export function namesDeadline(bio: string, endDate: string, deadline: Deadline): boolean {
  const text = bio.toLowerCase();
  const dayOfMonth = String(Number(endDate.slice(8, 10)));
  return (
    text.includes(deadline.ends.toLowerCase()) ||
    text.includes(deadline.until.toLowerCase()) ||
    new RegExp(`(?<!\\d)${dayOfMonth}(?!\\d)`).test(text) ||
    (deadline.daysLeft < 7 && text.includes(weekdayOf(endDate).toLowerCase())) ||
    (deadline.daysLeft <= 1 && /tonight|today|tomorrow|last day|final hours/.test(text))
  );
}
