import "server-only";
import { db } from "./client";

export async function createApiToken({ userId, tokenHash }: { userId: string; tokenHash: string }) {
  await db.apiToken.create({ data: { userId, tokenHash }, select: { id: true } });
}

/** The owner of a live token, or null. Revoked tokens and disabled users do not count. */
export async function getApiTokenOwner({ tokenHash }: { tokenHash: string }) {
  return db.apiToken.findFirst({
    where: { tokenHash, revokedAt: null, user: { disabledAt: null } },
    select: { id: true, userId: true },
  });
}

export async function revokeApiToken({ tokenHash }: { tokenHash: string }) {
  await db.apiToken.updateMany({ where: { tokenHash, revokedAt: null }, data: { revokedAt: new Date() } });
}
