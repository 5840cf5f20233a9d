import "server-only";
import { randomUUID } from "node:crypto";
import { db, directHandle, type Database } from "./client";
import { directTransaction, sql } from "./direct";
import { isUniqueViolation } from "./errors";
import { ZERO_COUNTERS, type CounterField, type StatsCounters } from "@/lib/gamification/stats";

// Gamification data (docs/product.md#gamification): one stats row per user, active days for the heat map, badge
// unlocks and challenge completions. Every write is one atomic statement: counters and XP move
// with `increment`, the streak day moves with a compare-and-set on the last active day, and
// unique constraints make an unlock or a challenge reward happen once, whatever the concurrency.

export const statsSelect = {
  xp: true,
  biosGenerated: true,
  templatesUsed: true,
  premiumTemplatesUsed: true,
  biosShared: true,
  profilesCustomized: true,
  currentStreak: true,
  longestStreak: true,
  lastActiveDay: true,
  lastActivity: true,
} as const;

export interface StatsRecord extends StatsCounters {
  lastActiveDay: string | null;
  lastActivity: Date | null;
}

export type { CounterField };

/** A transaction's client, or `db` itself: the writes of one activity can join the action's transaction. */
export type Client = Parameters<Parameters<Database["$transaction"]>[0]>[0];

/** The XP a user earned per day and kind of action (the daily allowances). */
export const dailyXpSelect = { day: true, kind: true, xp: true } as const;

export const EMPTY_STATS: StatsRecord = { ...ZERO_COUNTERS, lastActiveDay: null, lastActivity: null };

/** Prisma: the record to update was not found (here: the compare-and-set lost). */
function isRecordNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2025";
}

export async function getUserTimeZone({ userId }: { userId: string }, client: Client = db): Promise<string | null> {
  const row = await client.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  return row?.timeZone ?? null;
}

export async function setUserTimeZone({ userId, timeZone }: { userId: string; timeZone: string }): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { timeZone }, select: { id: true } });
}

export async function getStats({ userId }: { userId: string }): Promise<StatsRecord | null> {
  return db.gamificationStats.findUnique({ where: { userId }, select: statsSelect });
}

/**
 * The stats row, created empty on first use (a parallel creation is fine). In a transaction
 * (`client` given) a parallel creation throws the unique violation instead: on PostgreSQL the
 * transaction is spoiled by then, and its owner runs it again.
 */
export async function ensureStats({ userId }: { userId: string }, client?: Client): Promise<StatsRecord> {
  const q = client ?? db;
  const existing = await q.gamificationStats.findUnique({ where: { userId }, select: statsSelect });
  if (existing) return existing;
  try {
    return await q.gamificationStats.create({ data: { userId }, select: statsSelect });
  } catch (error) {
    if (client || !isUniqueViolation(error)) throw error;
    const row = await db.gamificationStats.findUnique({ where: { userId }, select: statsSelect });
    if (!row) throw error;
    return row;
  }
}

type Increments = Partial<Record<CounterField, number>> & { xp: number };

function incrementData(increments: Increments) {
  const data: Record<string, { increment: number }> = {};
  for (const [field, by] of Object.entries(increments)) if (by) data[field] = { increment: by };
  return data;
}

/**
 * Moves the streak to a new day, only if the last active day is still `fromDay` (compare and
 * set), and applies the counters and XP in the same statement. null: another request moved the
 * day first; the caller re-reads and tries again.
 */
export async function advanceDay(
  {
    userId,
    fromDay,
    toDay,
    currentStreak,
    now,
    increments,
  }: {
    userId: string;
    fromDay: string | null;
    toDay: string;
    currentStreak: number;
    now: Date;
    increments: Increments;
  },
  client: Client = db,
): Promise<StatsRecord | null> {
  try {
    const row = await client.gamificationStats.update({
      where: { userId, lastActiveDay: fromDay },
      data: { ...incrementData(increments), lastActiveDay: toDay, currentStreak, lastActivity: now },
      select: statsSelect,
    });
    if (row.currentStreak > row.longestStreak) {
      // Only ever raises the record, so parallel writers cannot lower it.
      await client.gamificationStats.updateMany({
        where: { userId, longestStreak: { lt: row.currentStreak } },
        data: { longestStreak: row.currentStreak },
      });
      return { ...row, longestStreak: row.currentStreak };
    }
    return row;
  } catch (error) {
    if (isRecordNotFound(error)) return null;
    throw error;
  }
}

/** Counters and XP on a day that is already counted for the streak. */
export async function bumpStats(
  {
    userId,
    now,
    increments,
  }: {
    userId: string;
    now: Date | null;
    increments: Increments;
  },
  client: Client = db,
): Promise<StatsRecord> {
  return client.gamificationStats.update({
    where: { userId },
    data: { ...incrementData(increments), ...(now ? { lastActivity: now } : {}) },
    select: statsSelect,
  });
}

/**
 * The usual case in one statement: counters and XP for an activity on the day already counted
 * for the streak. null when the stored last active day is another one (or there is no row yet):
 * the caller reads the row and moves the day.
 */
export async function bumpStatsOnDay(
  { userId, day, now, increments }: { userId: string; day: string; now: Date; increments: Increments },
  client: Client = db,
): Promise<StatsRecord | null> {
  try {
    return await client.gamificationStats.update({
      where: { userId, lastActiveDay: day },
      data: { ...incrementData(increments), lastActivity: now },
      select: statsSelect,
    });
  } catch (error) {
    if (isRecordNotFound(error)) return null;
    throw error;
  }
}

/**
 * Adds activities to the heat map's days, one statement per user and day, in one transaction.
 * A user deleted while the counts waited is skipped (the rows would have no owner).
 */
export async function addActivityDays(rows: readonly { userId: string; day: string; count: number }[]): Promise<void> {
  if (rows.length === 0) return;
  // Plain statements (lib/db/direct.ts): the queue writes one per generation's user and day.
  await directTransaction(directHandle(), function* () {
    for (const { userId, day, count } of rows) {
      yield* sql(
        `INSERT INTO "ActivityDay" ("id", "userId", "day", "count")
         SELECT ?, ?, ?, CAST(? AS INTEGER)
         WHERE EXISTS (SELECT 1 FROM "User" WHERE "id" = ?)
         ON CONFLICT ("userId", "day") DO UPDATE SET "count" = "ActivityDay"."count" + excluded."count"`,
        [randomUUID(), userId, day, count, userId],
      );
    }
  });
}

export async function listActivityDays({
  userId,
  from,
}: {
  userId: string;
  from?: string;
}): Promise<{ day: string; count: number }[]> {
  return db.activityDay.findMany({
    where: { userId, ...(from ? { day: { gte: from } } : {}) },
    select: { day: true, count: true },
    orderBy: { day: "asc" },
  });
}

export async function listBadgeUnlocks({
  userId,
}: {
  userId: string;
}): Promise<{ badgeId: string; unlockedAt: Date }[]> {
  return db.badgeUnlock.findMany({
    where: { userId },
    select: { badgeId: true, unlockedAt: true },
    orderBy: { unlockedAt: "asc" },
  });
}

/** True when this call unlocked the badge; false when it was already unlocked. */
export async function unlockBadge({ userId, badgeId, now }: { userId: string; badgeId: string; now: Date }) {
  try {
    await db.badgeUnlock.create({ data: { userId, badgeId, unlockedAt: now }, select: { id: true } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Distinct tones and platforms among the user's saved generations. */
export async function countVarietyTried({ userId }: { userId: string }, client: Client = db) {
  // One after the other: a transaction's client runs one statement at a time anyway.
  const tones = await client.bioGeneration.findMany({ where: { userId }, distinct: ["tone"], select: { tone: true } });
  const platforms = await client.bioGeneration.findMany({
    where: { userId },
    distinct: ["platform"],
    select: { platform: true },
  });
  return { tones: tones.map((t) => t.tone), platforms: platforms.map((p) => p.platform) };
}

export async function listChallengeCompletions({
  userId,
}: {
  userId: string;
}): Promise<{ challengeId: string; xp: number; createdAt: Date }[]> {
  return db.challengeCompletion.findMany({
    where: { userId },
    select: { challengeId: true, xp: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
}

export async function countChallengeCompletions({ userId }: { userId: string }): Promise<number> {
  return db.challengeCompletion.count({ where: { userId } });
}

/** True when this call completed the challenge (and may grant its XP); false if done before. */
export async function completeChallenge({
  userId,
  challengeId,
  xp,
  now,
}: {
  userId: string;
  challengeId: string;
  xp: number;
  now: Date;
}): Promise<boolean> {
  try {
    await db.challengeCompletion.create({ data: { userId, challengeId, xp, createdAt: now }, select: { id: true } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Claims `xp` of a day's allowance for one kind of action: true when it fits under `cap` and was
 * counted, false once the day's allowance is spent. One conditional increment, so parallel
 * claims never grant more than the cap.
 */
export async function claimDailyXp(
  {
    userId,
    day,
    kind,
    xp,
    cap,
  }: {
    userId: string;
    day: string;
    kind: string;
    xp: number;
    cap: number;
  },
  client: Client = db,
): Promise<boolean> {
  if (xp > cap) return false;
  // Insert the day's row, or add to it while the sum stays within the cap: one statement that
  // never fails on a parallel claim (so it can run inside a PostgreSQL transaction).
  const claimed = await client.$queryRaw<{ xp: number | bigint }[]>`
    INSERT INTO "DailyXp" ("id", "userId", "day", "kind", "xp")
    VALUES (${randomUUID()}, ${userId}, ${day}, ${kind}, ${xp})
    ON CONFLICT ("userId", "day", "kind") DO UPDATE SET "xp" = "DailyXp"."xp" + excluded."xp"
    WHERE "DailyXp"."xp" + excluded."xp" <= ${cap}
    RETURNING "xp"`;
  return claimed.length > 0;
}
