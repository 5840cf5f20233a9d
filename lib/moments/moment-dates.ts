import "server-only";
import Holidays from "date-holidays";
import type { DateRule } from "./catalogue";
import { LUNAR_DATES } from "./lunar-dates";

// Where each moment's date comes from: the date-holidays library (maintained, rule-based) for
// the moments it covers, a fixed day for retail seasons, and the reviewed lunar table.

const calendars = new Map<string, Holidays>();
const yearCache = new Map<string, Map<string, string>>();

/** name → "YYYY-MM-DD" of one country's holidays in one year (English names). */
function holidaysOf(country: string, year: number): Map<string, string> {
  const key = `${country}-${year}`;
  let byName = yearCache.get(key);
  if (!byName) {
    let calendar = calendars.get(country);
    if (!calendar) {
      calendar = new Holidays(country, { languages: ["en"] });
      calendars.set(country, calendar);
    }
    byName = new Map();
    for (const holiday of calendar.getHolidays(year, "en")) {
      // The first of a name wins: "Boxing Day" rather than its substitute day.
      if (!byName.has(holiday.name)) byName.set(holiday.name, holiday.date.slice(0, 10));
    }
    yearCache.set(key, byName);
  }
  return byName;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, "0");

export interface ResolvedDate {
  date: string;
  source: string;
  tentative?: boolean;
}

/** The moment's date in a year, or null when no source covers that year. */
export function dateFor(rule: DateRule, year: number): ResolvedDate | null {
  switch (rule.kind) {
    case "fixed":
      return { date: `${year}-${pad(rule.month)}-${pad(rule.day)}`, source: "source: fixed date" };
    case "library": {
      const base = holidaysOf(rule.country, year).get(rule.name);
      if (!base) return null;
      const offset = rule.offsetDays ?? 0;
      const after = offset ? `, plus ${offset} day${offset === 1 ? "" : "s"}` : "";
      return {
        date: offset ? addDays(base, offset) : base,
        source: `source: date-holidays library (${rule.country} "${rule.name}"${after})`,
      };
    }
    case "lunar": {
      const entry = LUNAR_DATES[rule.table][year];
      return entry ? { date: entry.date, source: entry.source, tentative: entry.tentative } : null;
    }
  }
}
