import "server-only";
import { db, type Database } from "./client";

// A/B tests of bio texts and their variants. Ownership is part of every `where`
// (userId), so another user's test id finds nothing.

type Tx = Parameters<Parameters<Database["$transaction"]>[0]>[0];

const variantSelect = { id: true, position: true, bio: true, startedAt: true } as const;

const testColumns = {
  id: true,
  kind: true,
  name: true,
  status: true,
  winnerId: true,
  startedAt: true,
  endedAt: true,
} as const;

export const abTestSelect = {
  ...testColumns,
  variants: { orderBy: { position: "asc" }, select: { ...variantSelect, finalVisitors: true, finalClickers: true } },
} as const;

export interface AbVariantRecord {
  id: string;
  position: number;
  bio: string;
  startedAt: Date | null;
  /** The counts stored when the test ended; null while it runs (and for tests ended before they were kept) */
  finalVisitors: number | null;
  finalClickers: number | null;
}

export interface AbTestRecord {
  id: string;
  kind: string;
  name: string;
  status: string;
  winnerId: string | null;
  startedAt: Date;
  endedAt: Date | null;
  variants: AbVariantRecord[];
}

export async function countRunningAbTests({ userId, kind }: { userId: string; kind?: string }): Promise<number> {
  return db.abTest.count({ where: { userId, status: "running", ...(kind ? { kind } : {}) } });
}

/** Starts a test; "conflict" when the page already runs one of this kind (checked in the same transaction). */
export async function createAbTest({
  userId,
  pageId,
  kind,
  name,
  bios,
}: {
  userId: string;
  pageId: string;
  kind: "page" | "sequential";
  name: string;
  bios: string[];
}): Promise<AbTestRecord | "conflict"> {
  return db.$transaction(async (tx) => {
    const running = await tx.abTest.count({ where: { pageId, kind, status: "running" } });
    if (running > 0) return "conflict" as const;
    const now = new Date();
    return tx.abTest.create({
      data: {
        userId,
        pageId,
        kind,
        name,
        startedAt: now,
        // A sequential test starts with bio A up; the others wait their turn.
        variants: {
          create: bios.map((bio, position) => ({
            bio,
            position,
            startedAt: kind === "page" || position === 0 ? now : null,
          })),
        },
      },
      select: abTestSelect,
    });
  });
}

export async function listAbTests({ userId, take = 50 }: { userId: string; take?: number }): Promise<AbTestRecord[]> {
  return db.abTest.findMany({
    where: { userId },
    orderBy: [{ status: "asc" }, { startedAt: "desc" }],
    take,
    select: abTestSelect,
  });
}

export async function getAbTest({ userId, id }: { userId: string; id: string }): Promise<AbTestRecord | null> {
  return db.abTest.findFirst({ where: { id, userId }, select: abTestSelect });
}

/** The running tests of a public page, for assigning visitors. */
export async function getRunningAbTests({ username }: { username: string }) {
  return db.abTest.findMany({
    where: { status: "running", user: { username: username.toLowerCase(), disabledAt: null } },
    select: { id: true, kind: true, pageId: true, variants: { orderBy: { position: "asc" }, select: variantSelect } },
  });
}

/** Ends a running test without a winner; null when it is not the user's or not running. */
export async function stopAbTest({ userId, id }: { userId: string; id: string }): Promise<AbTestRecord | null> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.abTest.updateMany({
      where: { id, userId, status: "running" },
      data: { status: "stopped", endedAt: new Date() },
    });
    if (count === 0) return null;
    await storeFinalCounts(tx, id);
    return tx.abTest.findFirst({ where: { id, userId }, select: abTestSelect });
  });
}

/**
 * Stores each variant's counts as the test ends, so its results outlive the raw events
 * (pruned after ANALYTICS_RAW_RETENTION_DAYS). Variants that already have them keep them.
 */
async function storeFinalCounts(tx: Tx, testId: string) {
  const variants = await tx.abVariant.findMany({ where: { testId, finalVisitors: null }, select: { id: true } });
  if (variants.length === 0) return;
  const counts = await variantVisitorCounts({ variantIds: variants.map((v) => v.id) }, tx);
  for (const { id } of variants) {
    const { views, clicks } = counts.get(id) ?? { views: 0, clicks: 0 };
    await tx.abVariant.update({
      where: { id },
      data: { finalVisitors: views, finalClickers: clicks },
      select: { id: true },
    });
  }
}

/**
 * Ends the test (if still running) with `variantId` as its winner; a page test's winner
 * becomes the page's bio in the same transaction. Null when the test or variant is not the user's.
 */
export async function promoteAbVariant({
  userId,
  id,
  variantId,
}: {
  userId: string;
  id: string;
  variantId: string;
}): Promise<AbTestRecord | null> {
  return db.$transaction(async (tx) => {
    const variant = await tx.abVariant.findFirst({
      where: { id: variantId, test: { id, userId, winnerId: null } },
      select: { bio: true, test: { select: { kind: true, pageId: true, status: true, endedAt: true } } },
    });
    if (!variant) return null;
    const now = new Date();
    await tx.abTest.update({
      where: { id },
      data: { status: "stopped", winnerId: variantId, endedAt: variant.test.endedAt ?? now },
      select: { id: true },
    });
    await storeFinalCounts(tx, id);
    if (variant.test.kind === "page") {
      await tx.linkPage.update({
        where: { id: variant.test.pageId },
        data: { bio: variant.bio },
        select: { id: true },
      });
    }
    return tx.abTest.findFirst({ where: { id, userId }, select: abTestSelect });
  });
}

/** A sequential test moves on to its next bio; null when there is none or the test is not the user's running one. */
export async function advanceSequentialTest({ userId, id }: { userId: string; id: string }) {
  return db.$transaction(async (tx) => {
    const next = await tx.abVariant.findFirst({
      where: { startedAt: null, test: { id, userId, kind: "sequential", status: "running" } },
      orderBy: { position: "asc" },
      select: { id: true },
    });
    if (!next) return null;
    await tx.abVariant.update({ where: { id: next.id }, data: { startedAt: new Date() }, select: { id: true } });
    return tx.abTest.findFirst({ where: { id, userId }, select: abTestSelect });
  });
}

/**
 * Per variant: visitors who saw the page and visitors who clicked a link (a visitor is
 * counted once per day: the visitor hash changes daily).
 */
export async function variantVisitorCounts({ variantIds }: { variantIds: string[] }, client: Database | Tx = db) {
  const rows = await client.linkEvent.groupBy({
    by: ["variantId", "kind", "visitorHash"],
    where: { variantId: { in: variantIds } },
  });
  const viewers = new Map<string, Set<string>>(variantIds.map((id) => [id, new Set<string>()]));
  for (const row of rows) if (row.kind === "view" && row.variantId) viewers.get(row.variantId)?.add(row.visitorHash);
  const counts = new Map<string, { views: number; clicks: number }>();
  for (const [id, seen] of viewers) counts.set(id, { views: seen.size, clicks: 0 });
  // A click counts when the same visitor saw the same variant that day.
  for (const row of rows) {
    if (row.kind !== "click" || !row.variantId || !viewers.get(row.variantId)?.has(row.visitorHash)) continue;
    const entry = counts.get(row.variantId);
    if (entry) entry.clicks++;
  }
  return counts;
}

/**
 * The counts a test's results show: an ended test's stored final counts, else (a running
 * test, or one ended before they were stored) a count of its raw events.
 */
export async function resultCounts({ variants }: { variants: AbVariantRecord[] }) {
  const live = variants.filter((v) => v.finalVisitors === null || v.finalClickers === null);
  const counts =
    live.length > 0
      ? await variantVisitorCounts({ variantIds: live.map((v) => v.id) })
      : new Map<string, { views: number; clicks: number }>();
  for (const v of variants) {
    if (v.finalVisitors !== null && v.finalClickers !== null)
      counts.set(v.id, { views: v.finalVisitors, clicks: v.finalClickers });
  }
  return counts;
}

/** The export's columns of a test; its variants go in their own list. */
export const abTestExportSelect = { ...testColumns, pageId: true, createdAt: true } as const;

// Final counts included: an ended test's results are read from them once its raw events are pruned.
export const abVariantExportSelect = {
  testId: true,
  ...variantSelect,
  finalVisitors: true,
  finalClickers: true,
} as const;

/** Every A/B test of the user and every variant of those tests, for "Download your data". */
export async function collectAbTestRecords({ userId }: { userId: string }) {
  const [abTests, abVariants] = await Promise.all([
    db.abTest.findMany({ where: { userId }, select: abTestExportSelect, orderBy: { createdAt: "asc" } }),
    db.abVariant.findMany({
      where: { test: { userId } },
      select: abVariantExportSelect,
      orderBy: [{ testId: "asc" }, { position: "asc" }],
    }),
  ]);
  return { abTests, abVariants };
}
