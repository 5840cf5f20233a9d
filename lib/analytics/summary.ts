import "server-only";
import {
  readAnalyticsNames,
  readBioTotals,
  readDailyTotals,
  readDimensionTotals,
  readLinkDailyTotals,
} from "@/lib/db/analytics";
import { change, daysOf, previousRange, type DayRange } from "./range";
import { DIMENSIONS, type Dimension } from "./rollup";

// One summary of a user's analytics for a range of days: what the page shows, the API
// answers and the CSV export is built from, so the three always agree. Read from the
// daily totals only (docs/decisions/006-analytics-rollups.md).

export interface Breakdown {
  value: string;
  views: number;
  clicks: number;
}

export interface Totals {
  views: number;
  /** Sum of each day's unique visitors (a visitor is known for one day only). */
  uniqueVisitors: number;
  clicks: number;
  /** Clicks per view; null without views. */
  ctr: number | null;
}

export interface AnalyticsSummary extends Totals {
  from: string;
  to: string;
  timeZone: string;
  previous: Totals & { from: string; to: string };
  change: { views: number | null; uniqueVisitors: number | null; clicks: number | null };
  series: { date: string; views: number; uniqueVisitors: number; clicks: number }[];
  links: { id: string; title: string; clicks: number; uniqueClicks: number }[];
  referrers: Breakdown[];
  countries: Breakdown[];
  devices: Breakdown[];
  browsers: Breakdown[];
  os: Breakdown[];
  sharePages: { views: number; items: { id: string; title: string; views: number }[] };
  savedBios: {
    created: number;
    views: number;
    clicks: number;
    conversions: number;
    items: { id: string; title: string; views: number; clicks: number; conversions: number }[];
  };
}

const DELETED_LINK = "Deleted link";
const TITLE_LENGTH = 60;

const ratio = (clicks: number, views: number) => (views === 0 ? null : Math.round((clicks / views) * 10_000) / 10_000);

function totals(rows: { views: number; uniqueViews: number; clicks: number }[]): Totals {
  const views = rows.reduce((n, r) => n + r.views, 0);
  const clicks = rows.reduce((n, r) => n + r.clicks, 0);
  const uniqueVisitors = rows.reduce((n, r) => n + r.uniqueViews, 0);
  return { views, uniqueVisitors, clicks, ctr: ratio(clicks, views) };
}

function shorten(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > TITLE_LENGTH ? `${line.slice(0, TITLE_LENGTH - 1)}…` : line || "Untitled bio";
}

function firstVariation(json: string): string {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) && typeof list[0] === "string" ? list[0] : "";
  } catch {
    return "";
  }
}

const byCount = (a: Breakdown, b: Breakdown) =>
  b.views + b.clicks - (a.views + a.clicks) || a.value.localeCompare(b.value);

export async function analyticsSummary(input: {
  userId: string;
  range: DayRange;
  timeZone: string;
}): Promise<AnalyticsSummary> {
  const { userId, range } = input;
  const before = previousRange(range);
  const [daily, dimensions, bios, linkRows] = await Promise.all([
    readDailyTotals({ userId, from: before.from, to: range.to }),
    readDimensionTotals({ userId, ...range }),
    readBioTotals({ userId, ...range }),
    readLinkDailyTotals({ userId, ...range }),
  ]);
  const names = await readAnalyticsNames({ userId, bioIds: bios.map((b) => b.subjectId) });

  const pageDays = daily.filter((d) => d.source === "page");
  const current = totals(pageDays.filter((d) => d.day >= range.from));
  const previous = totals(pageDays.filter((d) => d.day < range.from));
  const perDay = new Map(pageDays.map((d) => [d.day, d]));
  const series = daysOf(range).map((date) => {
    const d = perDay.get(date);
    return { date, views: d?.views ?? 0, uniqueVisitors: d?.uniqueViews ?? 0, clicks: d?.clicks ?? 0 };
  });

  const linkTotals = new Map<string, { clicks: number; uniqueClicks: number }>();
  for (const row of linkRows) {
    const t = linkTotals.get(row.linkId) ?? { clicks: 0, uniqueClicks: 0 };
    t.clicks += row.clicks;
    t.uniqueClicks += row.uniqueClicks;
    linkTotals.set(row.linkId, t);
  }
  const titles = new Map(names.links.map((l) => [l.id, l.title]));
  const links = [...linkTotals]
    .map(([id, t]) => ({ id, title: titles.get(id) ?? DELETED_LINK, ...t }))
    .sort((a, b) => b.clicks - a.clicks || a.title.localeCompare(b.title));

  const breakdown = Object.fromEntries(DIMENSIONS.map((d) => [d, [] as Breakdown[]])) as Record<Dimension, Breakdown[]>;
  for (const row of dimensions) {
    const list = breakdown[row.dimension as Dimension];
    if (list && (row.views > 0 || row.clicks > 0))
      list.push({ value: row.value, views: row.views, clicks: row.clicks });
  }
  for (const list of Object.values(breakdown)) list.sort(byCount);

  const shareNames = new Map(names.shares.map((s) => [s.id, shorten(s.bio)]));
  const bioNames = new Map(names.generations.map((g) => [g.id, shorten(firstVariation(g.variations))]));
  const shareRows = bios.filter((b) => b.source === "share" && shareNames.has(b.subjectId));
  const bioRows = bios.filter((b) => b.source === "bio" && bioNames.has(b.subjectId));

  return {
    from: range.from,
    to: range.to,
    timeZone: input.timeZone,
    ...current,
    previous: { ...before, ...previous },
    change: {
      views: change(current.views, previous.views),
      uniqueVisitors: change(current.uniqueVisitors, previous.uniqueVisitors),
      clicks: change(current.clicks, previous.clicks),
    },
    series,
    links,
    referrers: breakdown.referrer,
    countries: breakdown.country,
    devices: breakdown.device,
    browsers: breakdown.browser,
    os: breakdown.os,
    sharePages: {
      views: shareRows.reduce((n, r) => n + r.views, 0),
      items: shareRows
        .map((r) => ({ id: r.subjectId, title: shareNames.get(r.subjectId) ?? "", views: r.views }))
        .filter((r) => r.views > 0)
        .sort((a, b) => b.views - a.views),
    },
    savedBios: {
      created: bioRows.reduce((n, r) => n + r.created, 0),
      views: bioRows.reduce((n, r) => n + r.views, 0),
      clicks: bioRows.reduce((n, r) => n + r.clicks, 0),
      conversions: bioRows.reduce((n, r) => n + r.conversions, 0),
      items: bioRows
        .filter((r) => r.views + r.clicks + r.conversions > 0)
        .map((r) => ({
          id: r.subjectId,
          title: bioNames.get(r.subjectId) ?? "",
          views: r.views,
          clicks: r.clicks,
          conversions: r.conversions,
        }))
        .sort((a, b) => b.views + b.clicks - (a.views + a.clicks)),
    },
  };
}
