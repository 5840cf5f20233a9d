import "server-only";
import { db } from "./client";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export async function createAuthSession({ userId, userAgent }: { userId: string; userAgent?: string | null }) {
  return db.authSession.create({
    data: {
      userId,
      userAgent: userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
    },
    select: { id: true, expiresAt: true },
  });
}

/** A session that exists, is not revoked, has not expired, and whose user is not disabled. */
export async function getActiveSession({ id }: { id: string }) {
  return db.authSession.findFirst({
    where: { id, revokedAt: null, expiresAt: { gt: new Date() }, user: { disabledAt: null } },
    select: { id: true, userId: true },
  });
}

export async function revokeSession({ id }: { id: string }) {
  await db.authSession.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Ends every session, API token and outstanding reset link of a user (an administrator disabling the account). */
export async function revokeEverything({ userId }: { userId: string }) {
  const now = new Date();
  await db.$transaction([
    db.authSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } }),
    db.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } }),
    db.passwordResetToken.deleteMany({ where: { userId } }),
  ]);
}
