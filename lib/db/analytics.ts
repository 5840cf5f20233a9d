import "server-only";
import { DIMENSIONS } from "@/lib/analytics/rollup";
import { db } from "./client";

// The read side of analytics: only the daily totals (AnalyticsDaily), never the raw events,
// and only the signed-in user's own rows: every query has the owner in its `where`.

interface Range {
  userId: string;
  from: string;
  to: string;
}

const sums = {
  views: true,
  clicks: true,
  conversions: true,
  created: true,
  uniqueViews: true,
  uniqueClicks: true,
} as const;

export type Sums = Record<keyof typeof sums, number>;

function toSums(sum: Partial<Record<keyof typeof sums, number | null>> | undefined = {}): Sums {
  return {
    views: sum.views ?? 0,
    clicks: sum.clicks ?? 0,
    conversions: sum.conversions ?? 0,
    created: sum.created ?? 0,
    uniqueViews: sum.uniqueViews ?? 0,
    uniqueClicks: sum.uniqueClicks ?? 0,
  };
}

/** Per day and source: the link-in-bio page's views, clicks and daily uniques; shares' and bios' events. */
export async function readDailyTotals({ userId, from, to }: Range) {
  const rows = await db.analyticsDaily.groupBy({
    by: ["day", "source"],
    // Every source named, so the (userId, source, dimension, day) key serves the day range.
    where: {
      userId,
      source: { in: ["page", "share", "bio"] },
      dimension: "total",
      linkId: "",
      day: { gte: from, lte: to },
    },
    _sum: sums,
  });
  return rows.map((row) => ({ day: row.day, source: row.source, ...toSums(row._sum) }));
}

/** Clicks and daily unique clicks per link of the user's page, per day. */
export async function readLinkDailyTotals({ userId, from, to }: Range) {
  const rows = await db.analyticsDaily.groupBy({
    by: ["day", "linkId"],
    where: { userId, source: "page", dimension: "total", linkId: { not: "" }, day: { gte: from, lte: to } },
    _sum: { clicks: true, uniqueClicks: true },
  });
  return rows.map((row) => ({
    day: row.day,
    linkId: row.linkId,
    clicks: row._sum.clicks ?? 0,
    uniqueClicks: row._sum.uniqueClicks ?? 0,
  }));
}

/** Views and clicks of the user's page per referrer, country, device, browser and system. */
export async function readDimensionTotals({ userId, from, to }: Range) {
  const rows = await db.analyticsDaily.groupBy({
    by: ["dimension", "value"],
    where: { userId, source: "page", dimension: { in: [...DIMENSIONS] }, day: { gte: from, lte: to } },
    _sum: { views: true, clicks: true },
  });
  return rows.map((row) => ({
    dimension: row.dimension,
    value: row.value,
    views: row._sum.views ?? 0,
    clicks: row._sum.clicks ?? 0,
  }));
}

/** Events per shared bio and per saved bio. */
export async function readBioTotals({ userId, from, to }: Range) {
  const rows = await db.analyticsDaily.groupBy({
    by: ["source", "subjectId"],
    where: { userId, source: { in: ["share", "bio"] }, dimension: "total", day: { gte: from, lte: to } },
    _sum: sums,
  });
  return rows.map((row) => ({ source: row.source, subjectId: row.subjectId, ...toSums(row._sum) }));
}

/** Names for the ids the totals mention: the user's links, shared bios and saved bios. */
export async function readAnalyticsNames({ userId, bioIds }: { userId: string; bioIds: string[] }) {
  const [links, shares, generations] = await Promise.all([
    db.pageLink.findMany({ where: { page: { userId } }, select: { id: true, title: true, position: true } }),
    db.sharedBio.findMany({ where: { userId, id: { in: bioIds } }, select: { id: true, bio: true } }),
    db.bioGeneration.findMany({ where: { userId, id: { in: bioIds } }, select: { id: true, variations: true } }),
  ]);
  return { links, shares, generations };
}

/** Whether the user has a link-in-bio page (the dashboard's empty state says how to make one). */
export async function hasLinkPage({ userId }: { userId: string }): Promise<boolean> {
  return (await db.linkPage.count({ where: { userId } })) > 0;
}
