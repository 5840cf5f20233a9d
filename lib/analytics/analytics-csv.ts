import { toCsv } from "@/lib/export/csv";
import type { AnalyticsSummary } from "./summary";

// The CSV export: one row per day for the link-in-bio page, then one per link and day with
// clicks. Cells go through csvCell, so a link title such as "=HYPERLINK(…)" stays text.

export const CSV_COLUMNS = [
  "date",
  "scope",
  "link_id",
  "link_title",
  "views",
  "daily_unique_visitors",
  "clicks",
  "unique_clicks",
  "ctr_percent",
] as const;

export interface LinkDay {
  day: string;
  linkId: string;
  clicks: number;
  uniqueClicks: number;
}

const percent = (clicks: number, views: number) => (views === 0 ? "" : ((clicks / views) * 100).toFixed(1));

export function analyticsCsvRows(summary: Pick<AnalyticsSummary, "series" | "links">, linkDays: readonly LinkDay[]) {
  const titles = new Map(summary.links.map((l) => [l.id, l.title]));
  const pageRows = summary.series.map((d) => ({
    date: d.date,
    scope: "page",
    link_id: "",
    link_title: "",
    views: d.views,
    daily_unique_visitors: d.uniqueVisitors,
    clicks: d.clicks,
    unique_clicks: "",
    ctr_percent: percent(d.clicks, d.views),
  }));
  const linkRows = [...linkDays]
    .filter((l) => l.clicks > 0)
    .sort((a, b) => a.day.localeCompare(b.day) || b.clicks - a.clicks)
    .map((l) => ({
      date: l.day,
      scope: "link",
      link_id: l.linkId,
      link_title: titles.get(l.linkId) ?? "",
      views: "",
      daily_unique_visitors: "",
      clicks: l.clicks,
      unique_clicks: l.uniqueClicks,
      ctr_percent: "",
    }));
  return [...pageRows, ...linkRows];
}

export function analyticsCsv(summary: Pick<AnalyticsSummary, "series" | "links">, linkDays: readonly LinkDay[]) {
  return toCsv(analyticsCsvRows(summary, linkDays), CSV_COLUMNS);
}
