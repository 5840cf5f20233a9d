import "server-only";
import { db, directHandle } from "./client";
import { dateOf, directRead, sql } from "./direct";
import type { UserRecord } from "./users";

/** What the owner sees of a token: never its hash. */
export const apiTokenSelect = {
  id: true,
  name: true,
  createdAt: true,
  expiresAt: true,
  lastUsedAt: true,
} as const;

export async function createApiToken({
  userId,
  tokenHash,
  name = "",
  expiresAt,
}: {
  userId: string;
  tokenHash: string;
  name?: string;
  expiresAt: Date;
}) {
  return db.apiToken.create({ data: { userId, tokenHash, name, expiresAt }, select: apiTokenSelect });
}

/** The moment liveness is judged at, and the creation cut-off for tokens without an expiry date. */
export type LiveAt = { now: Date; legacyCreatedAfter: Date };

/**
 * Live tokens: not revoked and not expired. Tokens from before expiry dates existed
 * have none and count as live while they are younger than `legacyCreatedAfter`.
 */
function liveWhere({ now, legacyCreatedAfter }: LiveAt) {
  return {
    revokedAt: null,
    OR: [{ expiresAt: { gt: now } }, { expiresAt: null, createdAt: { gt: legacyCreatedAfter } }],
  };
}

/**
 * The live token and its user (not disabled) in one statement, for every API request made with
 * a token: live (not revoked, not expired), its user not disabled; the user's columns as userSelect.
 */
export async function getApiTokenUser({ tokenHash, now, legacyCreatedAfter }: { tokenHash: string } & LiveAt): Promise<{
  token: { id: string; lastUsedAt: Date | null };
  user: UserRecord;
} | null> {
  const rows = await directRead(directHandle(), function* () {
    return yield* sql(
      `SELECT t."id" AS "tokenId", t."lastUsedAt", u."id", u."email", u."username", u."displayName", u."isAdmin",
              u."subscriptionStatus", u."timeZone", u."disabledAt", u."createdAt"
       FROM "ApiToken" t JOIN "User" u ON u."id" = t."userId"
       WHERE t."tokenHash" = ? AND t."revokedAt" IS NULL AND u."disabledAt" IS NULL
         AND (t."expiresAt" > ? OR (t."expiresAt" IS NULL AND t."createdAt" > ?))
       LIMIT 1`,
      [tokenHash, now, legacyCreatedAfter],
    );
  });
  const row = rows[0];
  if (!row) return null;
  return {
    token: { id: String(row.tokenId), lastUsedAt: dateOf(row.lastUsedAt) },
    user: {
      id: String(row.id),
      email: String(row.email),
      username: row.username === null ? null : String(row.username),
      displayName: String(row.displayName),
      isAdmin: Boolean(row.isAdmin),
      subscriptionStatus: String(row.subscriptionStatus),
      timeZone: String(row.timeZone),
      disabledAt: dateOf(row.disabledAt),
      createdAt: dateOf(row.createdAt) ?? new Date(0),
    },
  };
}

/**
 * Records a use unless one was recorded after `unlessAfter`; the condition sits in the
 * update, so parallel requests write once.
 */
export async function touchApiToken({ id, now, unlessAfter }: { id: string; now: Date; unlessAfter: Date }) {
  await db.apiToken.updateMany({
    where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: unlessAfter } }] },
    data: { lastUsedAt: now },
  });
}

/** A user's live tokens, newest first. */
export async function listApiTokens({ userId, ...at }: { userId: string } & LiveAt) {
  return db.apiToken.findMany({
    where: { userId, ...liveWhere(at) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: apiTokenSelect,
  });
}

export async function countLiveApiTokens({ userId, ...at }: { userId: string } & LiveAt) {
  return db.apiToken.count({ where: { userId, ...liveWhere(at) } });
}

/** Revokes one of the user's own tokens; false when it is missing, someone else's or already revoked. */
export async function revokeOwnApiToken({ id, userId }: { id: string; userId: string }): Promise<boolean> {
  const { count } = await db.apiToken.updateMany({
    where: { id, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count > 0;
}

export async function revokeApiToken({ tokenHash }: { tokenHash: string }) {
  await db.apiToken.updateMany({ where: { tokenHash, revokedAt: null }, data: { revokedAt: new Date() } });
}
