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
 * Marks a token used if it is unused and unexpired, in one conditional UPDATE
 * (single use even under parallel requests), and returns its user.
 */
export async function consumeResetToken({ tokenHash }: { tokenHash: string }): Promise<string | null> {
  const now = new Date();
  const { count } = await db.passwordResetToken.updateMany({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (count !== 1) return null;
  const row = await db.passwordResetToken.findUnique({ where: { tokenHash }, select: { userId: true } });
  return row?.userId ?? null;
}
