import "server-only";
import { db } from "./client";

export async function createResetToken({
  userId,
  tokenHash,
  expiresAt,
}: {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
}) {
  await db.passwordResetToken.create({ data: { userId, tokenHash, expiresAt }, select: { id: true } });
}

/**
 * Sets a new password with a reset token, in one transaction: the token is
 * spent if it is unused and unexpired (one conditional UPDATE, so single use
 * even under parallel requests), the password changes, and every session, API
 * token and reset link of the user ends. Null (and nothing
 * changed) when the token is not valid.
 */
export async function resetPasswordWithToken({
  tokenHash,
  passwordHash,
}: {
  tokenHash: string;
  passwordHash: string;
}): Promise<string | null> {
  return db.$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.passwordResetToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (count !== 1) return null;
    const token = await tx.passwordResetToken.findUnique({ where: { tokenHash }, select: { userId: true } });
    if (!token) return null;
    const { userId } = token;
    await tx.user.update({
      where: { id: userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { id: true },
    });
    await tx.authSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
    await tx.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
    await tx.passwordResetToken.deleteMany({ where: { userId } });
    return userId;
  });
}
