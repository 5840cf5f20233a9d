// Calendar days in a user's own time zone (IANA names, via Intl), so a streak day is the
// user's day, not the server's. Days are "YYYY-MM-DD" strings: they compare and sort as text.

export const DEFAULT_TIME_ZONE = "UTC";
export const TIME_ZONE_MESSAGE = "Please send a valid IANA time zone, such as Europe/Paris.";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True for a zone name Intl knows (e.g. "Europe/Paris", "UTC"). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== "string" || timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone to use: the stored one when Intl knows it, else UTC. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  return isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

// Every zone's offset is a whole number of minutes, so a zone's date and hour are the same for
// every moment of a minute: the last answer per zone is kept for its minute (formatting is
// the costly part of every generation's progress).
const lastParts = new Map<string, { minute: number; values: Record<string, string> }>();

function parts(date: Date, timeZone: string) {
  const zone = safeTimeZone(timeZone);
  const minute = Math.floor(date.getTime() / 60_000);
  const last = lastParts.get(zone);
  if (last && last.minute === minute) return last.values;
  const values: Record<string, string> = {};
  for (const part of formatter(zone).formatToParts(date)) values[part.type] = part.value;
  if (lastParts.size >= 1024) lastParts.clear();
  lastParts.set(zone, { minute, values });
  return values;
}

/** The calendar day ("YYYY-MM-DD") that `date` falls on in `timeZone`. */
export function localDay(date: Date, timeZone: string): string {
  const p = parts(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The hour (0–23) that `date` shows on a clock in `timeZone`. */
export function localHour(date: Date, timeZone: string): number {
  return Number(parts(date, timeZone).hour) % 24;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day `offset` days after `day` (negative: before). */
export function addDays(day: string, offset: number): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + offset));
  return date.toISOString().slice(0, 10);
}

export function isCalendarDay(value: unknown): value is string {
  return typeof value === "string" && DAY_PATTERN.test(value);
}
