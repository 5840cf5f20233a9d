import "server-only";
import { localDay, safeTimeZone } from "@/lib/gamification/time-zone";
import { Prisma } from "@/lib/generated/sqlite/client";
import {
  bioEventRollups,
  pageEventRollups,
  type BioEventFact,
  type NewVisitor,
  type PageEventFact,
  type RollupRow,
} from "@/lib/analytics/rollup";
import { db, type Database } from "./client";
import { sql, type Work } from "./direct";
import type { LinkEventRow } from "./link-pages";

// The write side of analytics: raw link-in-bio events and their daily totals go to the
// database in one transaction, so the totals the dashboard reads always equal a recount
// of the events (docs/decisions/006-analytics-rollups.md).

type Tx = Parameters<Parameters<Database["$transaction"]>[0]>[0];

/** A link-in-bio event as the queue writes it: the visit plus what its user agent says. */
export type AnalyticsLinkEventRow = LinkEventRow & { device: string | null; browser: string | null; os: string | null };

// Rows per statement: well under SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const ROLLUP_COLUMNS = [
  "userId",
  "source",
  "dimension",
  "day",
  "subjectId",
  "linkId",
  "value",
  "views",
  "clicks",
  "conversions",
  "created",
  "uniqueViews",
  "uniqueClicks",
] as const;

const COLUMN_LIST = ROLLUP_COLUMNS.map((c) => `"${c}"`).join(", ");

/** Insert-or-add: a day's totals already there get the new increments added. */
const ADD_TO_EXISTING = `ON CONFLICT ("userId", "source", "dimension", "day", "subjectId", "linkId", "value") DO UPDATE SET
        "views" = "AnalyticsDaily"."views" + excluded."views",
        "clicks" = "AnalyticsDaily"."clicks" + excluded."clicks",
        "conversions" = "AnalyticsDaily"."conversions" + excluded."conversions",
        "created" = "AnalyticsDaily"."created" + excluded."created",
        "uniqueViews" = "AnalyticsDaily"."uniqueViews" + excluded."uniqueViews",
        "uniqueClicks" = "AnalyticsDaily"."uniqueClicks" + excluded."uniqueClicks"`;

/**
 * addRollups as plain statements (lib/db/direct.ts), for a unit of work that writes events and
 * their totals without Prisma: the same insert-or-add, chunked the same way.
 */
export function* addRollupsDirect(rows: readonly RollupRow[]): Work<void> {
  for (const part of chunks(rows, Math.floor(CHUNK / 2))) {
    const tuple = `(${ROLLUP_COLUMNS.map(() => "?").join(", ")})`;
    yield* sql(
      `INSERT INTO "AnalyticsDaily" (${COLUMN_LIST})
      VALUES ${part.map(() => tuple).join(", ")}
      ${ADD_TO_EXISTING}`,
      part.flatMap((r) => ROLLUP_COLUMNS.map((c) => r[c])),
    );
  }
}

/** The daily totals of bio tracking events (rollUpBioEvents), as plain statements. */
export function* rollUpBioEventsDirect(events: readonly BioEventForRollup[]): Work<void> {
  yield* addRollupsDirect(bioEventRollups(bioEventFacts(events)));
}

/** Adds increments to the daily totals (insert, or add to the row already there). */
export async function addRollups(tx: Tx, rows: readonly RollupRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    const values = part.map((r) => Prisma.sql`(${Prisma.join(ROLLUP_COLUMNS.map((c) => r[c]))})`);
    await tx.$executeRaw`
      INSERT INTO "AnalyticsDaily" (${Prisma.raw(COLUMN_LIST)})
      VALUES ${Prisma.join(values)}
      ${Prisma.raw(ADD_TO_EXISTING)}`;
  }
}

/** Records which visitors were seen on their day; returns the ones seen for the first time. */
async function firstVisits(tx: Tx, visits: (NewVisitor & { visitorHash: string })[]): Promise<NewVisitor[]> {
  const unique = new Map(visits.map((v) => [`${v.pageId} ${v.day} ${v.linkId} ${v.visitorHash}`, v]));
  const fresh: NewVisitor[] = [];
  for (const part of chunks([...unique.values()])) {
    const values = part.map((v) => Prisma.sql`(${v.pageId}, ${v.day}, ${v.linkId}, ${v.visitorHash})`);
    const inserted = await tx.$queryRaw<NewVisitor[]>`
      INSERT INTO "AnalyticsVisitor" ("pageId", "day", "linkId", "visitorHash")
      VALUES ${Prisma.join(values)}
      ON CONFLICT DO NOTHING
      RETURNING "pageId", "day", "linkId"`;
    fresh.push(...inserted);
  }
  return fresh;
}

/** Each page's owner and time zone: a day is the owner's calendar day. */
async function pageOwners(tx: Tx, pageIds: string[]) {
  const pages = await tx.linkPage.findMany({
    where: { id: { in: pageIds } },
    select: { id: true, userId: true, user: { select: { timeZone: true } } },
  });
  return new Map(pages.map((p) => [p.id, { userId: p.userId, timeZone: safeTimeZone(p.user.timeZone) }]));
}

/** Stores link-in-bio views and clicks and adds them to the daily totals, in one transaction. */
export async function insertLinkEventsWithRollups(rows: readonly AnalyticsLinkEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.$transaction(async (tx) => {
    await tx.linkEvent.createMany({ data: [...rows] });
    await rollUpLinkEvents(tx, rows);
  });
}

/** Adds already-stored link-in-bio events to the totals (the write path above, and rebuilds). */
export async function rollUpLinkEvents(tx: Tx, rows: readonly AnalyticsLinkEventRow[]): Promise<void> {
  const owners = await pageOwners(tx, [...new Set(rows.map((r) => r.pageId))]);
  const facts: PageEventFact[] = [];
  const visits: (NewVisitor & { visitorHash: string })[] = [];
  for (const row of rows) {
    const owner = owners.get(row.pageId);
    if (!owner) continue; // the page was deleted while the event waited
    const day = localDay(row.createdAt, owner.timeZone);
    facts.push({ ...row, userId: owner.userId, day });
    const linkId = row.kind === "click" ? (row.linkId ?? "") : "";
    if (row.kind === "view" || linkId) visits.push({ pageId: row.pageId, day, linkId, visitorHash: row.visitorHash });
  }
  if (facts.length === 0) return;
  await addRollups(tx, pageEventRollups(facts, await firstVisits(tx, visits)));
}

export interface BioEventForRollup {
  bioId: string;
  event: string;
  createdAt: Date;
  owner: { userId: string; timeZone: string; source: "share" | "bio" };
}

/** Adds bio tracking events (share-page views, saved bios' events) to the daily totals. */
export async function rollUpBioEvents(tx: Tx, events: readonly BioEventForRollup[]): Promise<void> {
  await addRollups(tx, bioEventRollups(bioEventFacts(events)));
}

function bioEventFacts(events: readonly BioEventForRollup[]): BioEventFact[] {
  return events.map((e) => ({
    userId: e.owner.userId,
    source: e.owner.source,
    day: localDay(e.createdAt, safeTimeZone(e.owner.timeZone)),
    bioId: e.bioId,
    event: e.event,
  }));
}

/**
 * Deletes raw link-in-bio events older than `before`, and visitor hashes of days before
 * `beforeDay`; the daily totals stay. Returns how many events went.
 */
export async function pruneRawLinkEvents({ before, beforeDay }: { before: Date; beforeDay: string }) {
  return db.$transaction(async (tx) => {
    // A running A/B test keeps its raw events until it ends: its results are counted from
    // them. An ended test's counts are stored on its variants, so its events go as usual.
    const running = await tx.abVariant.findMany({ where: { test: { status: "running" } }, select: { id: true } });
    const keep = running.map((v) => v.id);
    const events = await tx.linkEvent.deleteMany({
      where: {
        createdAt: { lt: before },
        ...(keep.length > 0 ? { OR: [{ variantId: null }, { variantId: { notIn: keep } }] } : {}),
      },
    });
    await tx.analyticsVisitor.deleteMany({ where: { day: { lt: beforeDay } } });
    return events.count;
  });
}
