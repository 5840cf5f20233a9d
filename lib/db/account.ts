import "server-only";
import { db } from "./client";
import { collectLinkInBioData } from "./link-pages";

// The account as a whole: password changes that keep this browser signed in,
// deletion of every row of a user, and the export of everything held about them.

export async function getPasswordHash({ userId }: { userId: string }): Promise<string | null> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return row?.passwordHash ?? null;
}

/**
 * Sets a new password hash and ends every other session, API token and
 * outstanding password-reset link, in one transaction. The session that asked
 * (if any) stays signed in.
 */
export async function changePasswordHash({
  userId,
  passwordHash,
  keepSessionId,
}: {
  userId: string;
  passwordHash: string;
  keepSessionId?: string;
}) {
  const now = new Date();
  await db.$transaction([
    db.user.update({
      where: { id: userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { id: true },
    }),
    db.authSession.updateMany({
      where: { userId, revokedAt: null, ...(keepSessionId ? { NOT: { id: keepSessionId } } : {}) },
      data: { revokedAt: now },
    }),
    db.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } }),
    db.passwordResetToken.deleteMany({ where: { userId } }),
  ]);
}

/** Sign out everywhere: every session, API token and outstanding reset link of the user, this session included. */
export async function endAllSessions({ userId }: { userId: string }) {
  const now = new Date();
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } }, select: { id: true } }),
    db.authSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } }),
    db.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } }),
    db.passwordResetToken.deleteMany({ where: { userId } }),
  ]);
}

export async function getBillingIds({ userId }: { userId: string }) {
  return db.user.findUnique({
    where: { id: userId },
    select: { email: true, stripeCustomerId: true, stripeSubscriptionId: true },
  });
}

/**
 * Deletes the user and every row about them. Relations cascade from User (the
 * link-in-bio page with its links and counted events, UTM presets too); the
 * analytics and contact rows that only carry a userId (no relation), events about
 * the user's bios and share pages, their newsletter subscription and dev-mailbox
 * mail are deleted in the same transaction.
 */
export async function deleteAccountData({ userId }: { userId: string }): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true, stripeCustomerId: true } });
    if (!user) return false;
    if (user.stripeCustomerId) await tx.stripeSubscription.deleteMany({ where: { customerId: user.stripeCustomerId } });
    const [generations, shares] = await Promise.all([
      tx.bioGeneration.findMany({ where: { userId }, select: { id: true } }),
      tx.sharedBio.findMany({ where: { userId }, select: { id: true } }),
    ]);
    const bioIds = [...generations, ...shares].map((r) => r.id);
    await tx.trackEvent.deleteMany({
      where: { OR: [{ userId }, ...(bioIds.length ? [{ bioId: { in: bioIds } }] : [])] },
    });
    await tx.pageEvent.deleteMany({ where: { userId } });
    await tx.contactMessage.deleteMany({ where: { OR: [{ userId }, { email: user.email }] } });
    await tx.newsletterSubscriber.deleteMany({ where: { email: user.email } });
    await tx.mailMessage.deleteMany({ where: { to: user.email } });
    await tx.user.delete({ where: { id: userId }, select: { id: true } });
    return true;
  });
}

/** Every row held about a user, grouped by kind, secrets (hashes) left out. */
export async function collectAccountData({ userId }: { userId: string }) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      username: true,
      displayName: true,
      isAdmin: true,
      subscriptionStatus: true,
      timeZone: true,
      stripeCustomerId: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  if (!user) return null;
  const bioIdsOf = async () => {
    const [g, s] = await Promise.all([
      db.bioGeneration.findMany({ where: { userId }, select: { id: true } }),
      db.sharedBio.findMany({ where: { userId }, select: { id: true } }),
    ]);
    return [...g, ...s].map((r) => r.id);
  };
  const bioIds = await bioIdsOf();
  const [
    profile,
    avatars,
    generations,
    usage,
    sharedBios,
    templateUses,
    gamification,
    activityDays,
    badges,
    challenges,
    sessions,
    apiTokens,
    trackEvents,
    pageEvents,
    contactMessages,
    newsletter,
    linkInBio,
  ] = await Promise.all([
    db.profile.findUnique({
      where: { userId },
      select: {
        username: true,
        displayName: true,
        bio: true,
        email: true,
        avatarId: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
    db.avatar.findMany({ where: { userId }, select: { id: true, size: true, data: true, createdAt: true } }),
    db.bioGeneration.findMany({
      where: { userId },
      select: {
        id: true,
        description: true,
        tone: true,
        platform: true,
        variations: true,
        engine: true,
        favorite: true,
        createdAt: true,
      },
      orderBy: { createdAt: "asc" },
    }),
    db.usageCounter.findMany({
      where: { userId },
      select: { feature: true, period: true, count: true },
      orderBy: { period: "asc" },
    }),
    db.sharedBio.findMany({
      where: { userId },
      select: { id: true, description: true, tone: true, bio: true, createdAt: true },
    }),
    db.templateUse.findMany({ where: { userId }, select: { templateId: true, isPremium: true, createdAt: true } }),
    db.gamificationStats.findUnique({
      where: { userId },
      select: {
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
      },
    }),
    db.activityDay.findMany({ where: { userId }, select: { day: true, count: true }, orderBy: { day: "asc" } }),
    db.badgeUnlock.findMany({ where: { userId }, select: { badgeId: true, unlockedAt: true } }),
    db.challengeCompletion.findMany({ where: { userId }, select: { challengeId: true, xp: true, createdAt: true } }),
    db.authSession.findMany({
      where: { userId },
      select: { id: true, userAgent: true, createdAt: true, expiresAt: true, revokedAt: true },
    }),
    db.apiToken.findMany({
      where: { userId },
      select: { id: true, name: true, createdAt: true, expiresAt: true, lastUsedAt: true, revokedAt: true },
    }),
    db.trackEvent.findMany({
      where: { OR: [{ userId }, ...(bioIds.length ? [{ bioId: { in: bioIds } }] : [])] },
      select: { id: true, bioId: true, event: true, source: true, userAgent: true, metadata: true, createdAt: true },
      take: 50_000,
    }),
    db.pageEvent.findMany({
      where: { userId },
      select: {
        id: true,
        name: true,
        path: true,
        category: true,
        label: true,
        value: true,
        metadata: true,
        createdAt: true,
      },
      take: 50_000,
    }),
    db.contactMessage.findMany({
      where: { OR: [{ userId }, { email: user.email }] },
      select: { email: true, country: true, source: true, message: true, createdAt: true },
    }),
    db.newsletterSubscriber.findMany({ where: { email: user.email }, select: { email: true, createdAt: true } }),
    collectLinkInBioData({ userId }),
  ]);
  return {
    user,
    profile,
    avatars,
    generations,
    usage,
    sharedBios,
    templateUses,
    gamification,
    activityDays,
    badges,
    challenges,
    sessions,
    apiTokens,
    trackEvents,
    pageEvents,
    contactMessages,
    newsletter,
    ...linkInBio,
  };
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof collectAccountData>>>;
