import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/lib/generated/sqlite/client";
import { db } from "./client";
import { isUniqueViolation } from "./errors";

type Key = { userId: string; feature: string; period: string };

export async function getUsageCount({ userId, feature, period }: Key): Promise<number> {
  const row = await db.usageCounter.findUnique({
    where: { userId_feature_period: { userId, feature, period } },
    select: { count: true },
  });
  return row?.count ?? 0;
}

export async function getUsageForPeriod({ userId, period }: { userId: string; period: string }) {
  return db.usageCounter.findMany({ where: { userId, period }, select: { feature: true, count: true } });
}

/**
 * Spends one use if the count is under `limit` (null: no limit), in a single
 * conditional UPDATE so that parallel requests can never overspend.
 */
export async function spendUsage({ userId, feature, period, limit }: Key & { limit: number | null }): Promise<boolean> {
  try {
    await db.usageCounter.upsert({
      where: { userId_feature_period: { userId, feature, period } },
      create: { userId, feature, period, count: 0 },
      update: {},
      select: { id: true },
    });
  } catch (error) {
    // A parallel request created the row first: fine.
    if (!isUniqueViolation(error)) throw error;
  }
  const result = await db.usageCounter.updateMany({
    where: { userId, feature, period, ...(limit === null ? {} : { count: { lt: limit } }) },
    data: { count: { increment: 1 } },
  });
  return result.count === 1;
}

/** Gives a use back when the work it paid for failed. */
export async function refundUsage({ userId, feature, period }: Key): Promise<void> {
  await db.usageCounter.updateMany({
    where: { userId, feature, period, count: { gt: 0 } },
    data: { count: { decrement: 1 } },
  });
}

type Client = Pick<typeof db, "$queryRaw">;

/**
 * Spends one use if the count is under `limit` (null: no limit) in one statement (insert the
 * month's row or add to it, conditionally) and returns the new count; null when the limit is
 * reached. `client` is a transaction's, so the spend commits or rolls back with the work it paid for.
 */
export async function spendUsageCounted(
  { userId, feature, period, limit }: Key & { limit: number | null },
  client: Client = db,
): Promise<number | null> {
  if (limit !== null && limit <= 0) return null;
  const underLimit = limit === null ? Prisma.empty : Prisma.sql`WHERE "UsageCounter"."count" < ${limit}`;
  const rows = await client.$queryRaw<{ count: number | bigint }[]>`
    INSERT INTO "UsageCounter" ("id", "userId", "feature", "period", "count")
    VALUES (${randomUUID()}, ${userId}, ${feature}, ${period}, 1)
    ON CONFLICT ("userId", "feature", "period") DO UPDATE SET "count" = "UsageCounter"."count" + 1 ${underLimit}
    RETURNING "count"`;
  const row = rows[0];
  return row ? Number(row.count) : null;
}
