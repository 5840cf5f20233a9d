import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import type { StatsRecord } from "./gamification";
import { db, directHandle } from "./client";
import { dateOf, directStatement, directTransaction, Rollback, sql, type DirectHandle, type Row } from "./direct";
import { isSerializationFailure, isTransactionStartTimeout, isUniqueViolation } from "./errors";
import type { Tx } from "./generations";

// The writes of one generation: the quota spent, the history row, the bios-generated count and
// the progress, all or nothing (docs/decisions/008-generation-hot-path.md). The usual one goes
// as plain statements (saveGenerationDirect); the first of the user's day, which moves the
// streak, through Prisma in one transaction (inGenerationTransaction).

const GENERATION_ATTEMPTS = 5;

/**
 * Runs the writes of one generation (quota, history row, counters and XP) in one transaction:
 * one commit instead of one per statement, and all or nothing. On PostgreSQL a unique violation
 * (a parallel request created the same first-of-its-kind row), a write conflict or a deadlock
 * spoils the transaction, and a busy pool may not start it in time: it is run again from the
 * start, a bounded number of times.
 */
export async function inGenerationTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return againOnRace(() => db.$transaction(work));
}

// A parallel transaction won a race (a new row, a write conflict or a deadlock), or the pool was
// too busy to start one: running it again loses nothing, and dropping the progress would.
const lostRace = (error: unknown) =>
  isUniqueViolation(error) || isSerializationFailure(error) || isTransactionStartTimeout(error);

/** Runs a generation's transaction again, a bounded number of times, when a parallel one won a race. */
async function againOnRace<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= GENERATION_ATTEMPTS || !lostRace(error)) throw error;
      // A short random pause, so the retries of parallel requests do not collide again.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

/** A new record id shaped like Prisma's cuid (a letter, then lower-case letters and digits). */
export function newRecordId(): string {
  const random = randomBytes(12).reduce((text, byte) => text + (byte % 36).toString(36), "");
  return `c${Date.now().toString(36).padStart(9, "0")}${random}`.slice(0, 25);
}

/** What the one-transaction generation write needs to know (see saveGenerationDirect). */
export interface DirectGeneration {
  userId: string;
  now: Date;
  /** The quota: the month's counter row and its limit (null: unlimited). */
  usage: { feature: string; period: string; limit: number | null };
  row: { description: string; tone: string; platform: string; variations: readonly string[]; engine: string };
  /** The day's XP claim for the action, bounded by the day's cap. */
  claim: { day: string; kind: string; xp: number; cap: number };
}

export type DirectGenerationResult =
  | { kind: "quota" }
  /** The stats row's last active day is not today (or there is none): the streak path decides. */
  | { kind: "new-day" }
  | { kind: "saved"; id: string; used: number; biosGenerated: number; stats: StatsRecord; xpGained: number };

const STATS_COLUMNS = `"xp", "biosGenerated", "templatesUsed", "premiumTemplatesUsed", "biosShared", "profilesCustomized",
  "currentStreak", "longestStreak", "lastActiveDay", "lastActivity"`;

function statsOf(row: Row): StatsRecord {
  return {
    xp: Number(row.xp),
    biosGenerated: Number(row.biosGenerated),
    templatesUsed: Number(row.templatesUsed),
    premiumTemplatesUsed: Number(row.premiumTemplatesUsed),
    biosShared: Number(row.biosShared),
    profilesCustomized: Number(row.profilesCustomized),
    currentStreak: Number(row.currentStreak),
    longestStreak: Number(row.longestStreak),
    lastActiveDay: row.lastActiveDay === null ? null : String(row.lastActiveDay),
    lastActivity: dateOf(row.lastActivity),
  };
}

/**
 * The usual generation's writes as plain statements, all or nothing, without Prisma's
 * per-statement cost (five in one transaction on SQLite, one on PostgreSQL): the quota spend (conditional, returning the month's count), the history
 * row, the bios-generated count, the day's XP claim (within the cap) and the stats row's counters
 * on a day already counted for the streak. Writes nothing and says so when the quota is spent
 * ("quota") or the streak must move to a new day ("new-day": the caller takes the Prisma path,
 * which handles the streak, once per user and day). The same statements as spendUsageCounted,
 * createGeneration, countBiosGenerated, claimDailyXp and bumpStatsOnDay, so both paths count alike.
 */
export async function saveGenerationDirect(input: DirectGeneration): Promise<DirectGenerationResult> {
  if (input.usage.limit !== null && input.usage.limit <= 0) return { kind: "quota" };
  const handle = directHandle();
  // PostgreSQL: a parallel first-of-its-kind row (the month's counter, the day's XP) may win the race.
  return againOnRace(() =>
    handle.dialect === "postgres"
      ? saveInOneStatement(handle, input)
      : directTransaction<DirectGenerationResult>(handle, () => saveInTransaction(input)),
  );
}

/** SQLite: the five statements in one synchronous transaction (microseconds each, no round trips). */
function* saveInTransaction({ userId, now, usage, row, claim }: DirectGeneration) {
  const underLimit = usage.limit === null ? "" : `WHERE "UsageCounter"."count" < ?`;
  const spent = yield* sql(
    `INSERT INTO "UsageCounter" ("id", "userId", "feature", "period", "count") VALUES (?, ?, ?, ?, 1)
       ON CONFLICT ("userId", "feature", "period") DO UPDATE SET "count" = "UsageCounter"."count" + 1 ${underLimit}
       RETURNING "count"`,
    [randomUUID(), userId, usage.feature, usage.period, ...(usage.limit === null ? [] : [usage.limit])],
  );
  if (!spent[0]) return new Rollback<DirectGenerationResult>({ kind: "quota" });
  const id = newRecordId();
  yield* sql(
    `INSERT INTO "BioGeneration" ("id", "userId", "description", "tone", "platform", "variations", "engine", "favorite", "createdAt")
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [id, userId, row.description, row.tone, row.platform, JSON.stringify(row.variations), row.engine, false, now],
  );
  const [total] = yield* sql(
    `SELECT COALESCE(SUM("count"), 0) AS "n" FROM "UsageCounter" WHERE "userId" = ? AND "feature" = ?`,
    [userId, usage.feature],
  );
  const claimed =
    claim.xp <= claim.cap &&
    (yield* sql(
      `INSERT INTO "DailyXp" ("id", "userId", "day", "kind", "xp") VALUES (?, ?, ?, ?, ?)
         ON CONFLICT ("userId", "day", "kind") DO UPDATE SET "xp" = "DailyXp"."xp" + excluded."xp"
         WHERE "DailyXp"."xp" + excluded."xp" <= ?
         RETURNING "xp"`,
      [randomUUID(), userId, claim.day, claim.kind, claim.xp, claim.cap],
    )).length > 0;
  const xpGained = claimed ? claim.xp : 0;
  const [stats] = yield* sql(
    `UPDATE "GamificationStats" SET "biosGenerated" = "biosGenerated" + 1, "xp" = "xp" + ?,
         "lastActivity" = ?, "updatedAt" = ?
       WHERE "userId" = ? AND "lastActiveDay" = ?
       RETURNING ${STATS_COLUMNS}`,
    [xpGained, now, now, userId, claim.day],
  );
  if (!stats) return new Rollback<DirectGenerationResult>({ kind: "new-day" });
  return {
    kind: "saved" as const,
    id,
    used: Number(spent[0].count),
    biosGenerated: Number(total?.n ?? 0),
    stats: statsOf(stats),
    xpGained,
  };
}

/**
 * PostgreSQL: the same writes as one statement of data-modifying `WITH` clauses, one round trip
 * instead of seven (`BEGIN`, five statements, `COMMIT`), all or nothing as any statement is. The
 * stats row is locked first and must be on today, and every write depends on the one before it
 * (no spend: nothing else), so "new-day" and "quota" write nothing. The clauses read the
 * statement's snapshot, not each other's writes: the total generated is the earlier months'
 * counters plus this month's as the spend returned it.
 */
async function saveInOneStatement(
  handle: Extract<DirectHandle, { dialect: "postgres" }>,
  { userId, now, usage, row, claim }: DirectGeneration,
): Promise<DirectGenerationResult> {
  const id = newRecordId();
  const params: unknown[] = [];
  // Placeholders are numbered in the order they appear in the text.
  const p = (value: unknown, type: string) => {
    params.push(value);
    return `?::${type}`;
  };
  const text = `WITH "today" AS (
      SELECT "userId" FROM "GamificationStats"
        WHERE "userId" = ${p(userId, "text")} AND "lastActiveDay" = ${p(claim.day, "text")} FOR UPDATE
    ), "spent" AS (
      INSERT INTO "UsageCounter" ("id", "userId", "feature", "period", "count")
        SELECT ${p(randomUUID(), "text")}, ${p(userId, "text")}, ${p(usage.feature, "text")}, ${p(usage.period, "text")}, 1
        WHERE EXISTS (SELECT 1 FROM "today")
        ON CONFLICT ("userId", "feature", "period") DO UPDATE SET "count" = "UsageCounter"."count" + 1
        ${usage.limit === null ? "" : `WHERE "UsageCounter"."count" < ${p(usage.limit, "int")}`}
        RETURNING "count"
    ), "saved" AS (
      INSERT INTO "BioGeneration" ("id", "userId", "description", "tone", "platform", "variations", "engine", "favorite", "createdAt")
        SELECT ${p(id, "text")}, ${p(userId, "text")}, ${p(row.description, "text")}, ${p(row.tone, "text")},
          ${p(row.platform, "text")}, ${p(JSON.stringify(row.variations), "text")}, ${p(row.engine, "text")}, FALSE,
          ${p(now, "timestamp(3)")}
        WHERE EXISTS (SELECT 1 FROM "spent")
    ), "claimed" AS (
      INSERT INTO "DailyXp" ("id", "userId", "day", "kind", "xp")
        SELECT ${p(randomUUID(), "text")}, ${p(userId, "text")}, ${p(claim.day, "text")}, ${p(claim.kind, "text")}, ${p(claim.xp, "int")}
        WHERE EXISTS (SELECT 1 FROM "spent") AND ${p(claim.xp <= claim.cap, "boolean")}
        ON CONFLICT ("userId", "day", "kind") DO UPDATE SET "xp" = "DailyXp"."xp" + excluded."xp"
        WHERE "DailyXp"."xp" + excluded."xp" <= ${p(claim.cap, "int")}
        RETURNING "xp"
    ), "stats" AS (
      UPDATE "GamificationStats" SET "biosGenerated" = "biosGenerated" + 1,
          "xp" = "xp" + CASE WHEN EXISTS (SELECT 1 FROM "claimed") THEN ${p(claim.xp, "int")} ELSE 0 END,
          "lastActivity" = ${p(now, "timestamp(3)")}, "updatedAt" = ${p(now, "timestamp(3)")}
        WHERE "userId" = ${p(userId, "text")} AND EXISTS (SELECT 1 FROM "spent")
        RETURNING ${STATS_COLUMNS}
    )
    SELECT EXISTS (SELECT 1 FROM "today") AS "today", (SELECT "count" FROM "spent") AS "used",
      EXISTS (SELECT 1 FROM "claimed") AS "claimed",
      (SELECT COALESCE(SUM("count"), 0) FROM "UsageCounter"
        WHERE "userId" = ${p(userId, "text")} AND "feature" = ${p(usage.feature, "text")}
          AND "period" <> ${p(usage.period, "text")}) AS "earlier",
      "stats".*
    FROM (SELECT 1) AS "one" LEFT JOIN "stats" ON TRUE`;
  const [result] = await directStatement(handle, text, params);
  if (!result?.today) return { kind: "new-day" };
  if (result.used === null || result.used === undefined) return { kind: "quota" };
  const used = Number(result.used);
  return {
    kind: "saved",
    id,
    used,
    biosGenerated: Number(result.earlier) + used,
    stats: statsOf(result),
    xpGained: result.claimed ? claim.xp : 0,
  };
}
