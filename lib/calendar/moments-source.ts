import { addDays } from "@/lib/gamification/time-zone";

// The dated moments calendar suggestions are built around, each with the source of its
// date. Fixed-date days and rule-based days (the nth weekday of a month) are computed per
// year, so the dates are right every year.

export interface Moment {
  id: string;
  name: string;
  /** "YYYY-MM-DD" */
  day: string;
  /** Niches and business types the moment suits; "everyone" suits all. */
  tags: string[];
  /** Who sets the date. */
  source: string;
  /** One line on what to post about. */
  angle: string;
}

type Rule = { month: number; date: number } | { month: number; weekday: number; nth: number; offsetDays?: number };

interface MomentDefinition extends Omit<Moment, "day"> {
  rule: Rule;
}

// Weekdays: 0 = Sunday … 6 = Saturday, as Date#getUTCDay counts them.
const THANKSGIVING = { month: 11, weekday: 4, nth: 4 } as const;

const DEFINITIONS: MomentDefinition[] = [
  {
    id: "new-year",
    name: "New Year's Day",
    rule: { month: 1, date: 1 },
    tags: ["everyone"],
    source: "Gregorian calendar",
    angle: "goals, fresh starts and what is coming this year",
  },
  {
    id: "valentines",
    name: "Valentine's Day",
    rule: { month: 2, date: 14 },
    tags: ["retail", "food", "beauty", "fashion", "gifts", "florist"],
    source: "Traditional, 14 February",
    angle: "gifts, self-love and the people who make it possible",
  },
  {
    id: "womens-day",
    name: "International Women's Day",
    rule: { month: 3, date: 8 },
    tags: ["everyone"],
    source: "United Nations, 8 March",
    angle: "the women behind your work",
  },
  {
    id: "earth-day",
    name: "Earth Day",
    rule: { month: 4, date: 22 },
    tags: ["sustainability", "outdoors", "food", "fashion", "retail"],
    source: "Earth Day Network, 22 April",
    angle: "one honest step you take for the planet",
  },
  {
    id: "mothers-day",
    name: "Mother's Day (US)",
    rule: { month: 5, weekday: 0, nth: 2 },
    tags: ["retail", "food", "beauty", "gifts", "florist", "photography"],
    source: "US federal observance, second Sunday of May",
    angle: "gift ideas and thank-you stories",
  },
  {
    id: "environment-day",
    name: "World Environment Day",
    rule: { month: 6, date: 5 },
    tags: ["sustainability", "outdoors"],
    source: "United Nations, 5 June",
    angle: "what you changed to waste less",
  },
  {
    id: "fathers-day",
    name: "Father's Day (US)",
    rule: { month: 6, weekday: 0, nth: 3 },
    tags: ["retail", "food", "gifts", "fitness", "photography"],
    source: "US observance, third Sunday of June",
    angle: "gift guides and dad stories",
  },
  {
    id: "yoga-day",
    name: "International Day of Yoga",
    rule: { month: 6, date: 21 },
    tags: ["fitness", "wellness", "yoga", "health"],
    source: "United Nations, 21 June",
    angle: "a short routine your audience can try today",
  },
  {
    id: "coffee-day",
    name: "International Coffee Day",
    rule: { month: 10, date: 1 },
    tags: ["food", "cafe", "coffee"],
    source: "International Coffee Organization, 1 October",
    angle: "your favourite cup and who grows it",
  },
  {
    id: "mental-health-day",
    name: "World Mental Health Day",
    rule: { month: 10, date: 10 },
    tags: ["everyone"],
    source: "World Health Organization, 10 October",
    angle: "how you look after yourself and your team",
  },
  {
    id: "halloween",
    name: "Halloween",
    rule: { month: 10, date: 31 },
    tags: ["retail", "food", "fashion", "beauty", "entertainment"],
    source: "Traditional, 31 October",
    angle: "costumes, treats and a playful twist on your work",
  },
  {
    id: "kindness-day",
    name: "World Kindness Day",
    rule: { month: 11, date: 13 },
    tags: ["everyone"],
    source: "World Kindness Movement, 13 November",
    angle: "a kind thing a customer or friend did",
  },
  {
    id: "thanksgiving",
    name: "Thanksgiving (US)",
    rule: THANKSGIVING,
    tags: ["everyone"],
    source: "US federal holiday, fourth Thursday of November",
    angle: "thank the people who support you",
  },
  {
    id: "black-friday",
    name: "Black Friday",
    rule: { ...THANKSGIVING, offsetDays: 1 },
    tags: ["retail", "ecommerce", "fashion", "beauty", "tech", "gifts"],
    source: "Day after US Thanksgiving",
    angle: "your best offer, clearly explained",
  },
  {
    id: "small-business-saturday",
    name: "Small Business Saturday",
    rule: { ...THANKSGIVING, offsetDays: 2 },
    tags: ["small business", "retail", "food", "cafe", "handmade", "local"],
    source: "American Express, Saturday after US Thanksgiving",
    angle: "the story of your small business",
  },
  {
    id: "cyber-monday",
    name: "Cyber Monday",
    rule: { ...THANKSGIVING, offsetDays: 4 },
    tags: ["ecommerce", "retail", "tech", "online"],
    source: "National Retail Federation, Monday after US Thanksgiving",
    angle: "online-only deals and how to get them",
  },
  {
    id: "giving-tuesday",
    name: "GivingTuesday",
    rule: { ...THANKSGIVING, offsetDays: 5 },
    tags: ["everyone", "nonprofit", "charity"],
    source: "GivingTuesday, Tuesday after US Thanksgiving",
    angle: "a cause you support and how others can help",
  },
  {
    id: "christmas",
    name: "Christmas Day",
    rule: { month: 12, date: 25 },
    tags: ["everyone"],
    source: "Traditional, 25 December",
    angle: "holiday wishes and last-minute plans",
  },
  {
    id: "new-years-eve",
    name: "New Year's Eve",
    rule: { month: 12, date: 31 },
    tags: ["everyone"],
    source: "Gregorian calendar",
    angle: "your year in review",
  },
];

const pad = (n: number) => String(n).padStart(2, "0");

function dayOf(rule: Rule, year: number): string {
  if ("date" in rule) return `${year}-${pad(rule.month)}-${pad(rule.date)}`;
  const firstWeekday = new Date(Date.UTC(year, rule.month - 1, 1)).getUTCDay();
  const date = 1 + ((rule.weekday - firstWeekday + 7) % 7) + (rule.nth - 1) * 7;
  return addDays(`${year}-${pad(rule.month)}-${pad(date)}`, rule.offsetDays ?? 0);
}

/** The moments from `from` (included) through the `days` days after it, in date order. */
export function upcomingMoments(from: string, days: number): Moment[] {
  const to = addDays(from, days);
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Number(to.slice(0, 4));
  const found: Moment[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    for (const { rule, ...moment } of DEFINITIONS) {
      const day = dayOf(rule, year);
      if (day >= from && day <= to) found.push({ ...moment, day });
    }
  }
  return found.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
