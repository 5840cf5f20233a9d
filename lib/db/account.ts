import "server-only";
import { db } from "./client";
import { collectAbTestRecords } from "./ab-tests";
import { apiTokenSelect } from "./api-tokens";
import { listCustomerSubscriptions } from "./billing";
import { describeCalendarFeed } from "./calendar-feeds";
import { collectCalendarItems } from "./calendar-items";
import { contactMessageSelect } from "./contact-messages";
import { collectNotifications } from "./notifications";
import { collectTeamRecords } from "./team-bios";
import { listInvitesToEmail } from "./team-invites";
import { dailyXpSelect, statsSelect } from "./gamification";
import { generationSelect } from "./generations";
import { collectLinkInBioData } from "./link-pages";
import { pageEventSelect } from "./page-events";
import { collectStoreData } from "./products";
import { profileSelect } from "./profiles";
import { trackEventSelect } from "./track-events";
import { userSelect } from "./users";
import { hashtagSetSelect } from "./hashtag-sets";
import { workflowSelect } from "./workflows";
import { brandVoiceSelect } from "./brand-voices";

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
    // A team someone else is on outlives no owner: it is handed over or deleted first.
    const shared = await tx.team.findFirst({
      where: { ownerId: userId, memberCount: { gt: 1 } },
      select: { name: true },
    });
    if (shared) throw new OwnsSharedTeamError(shared.name);
    // Teams the user owns alone go with them (cascade); the others lose a seat holder.
    await tx.team.updateMany({
      where: { ownerId: { not: userId }, members: { some: { userId } } },
      data: { memberCount: { decrement: 1 } },
    });
    await tx.teamInvite.deleteMany({ where: { email: user.email } });
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

/** Deleting the account was refused: the user owns a team with other members. */
export class OwnsSharedTeamError extends Error {
  constructor(readonly teamName: string) {
    super(`owns shared team ${teamName}`);
  }
}

/** Awaits every promise of an object at once and keeps their names. */
async function awaitAll<T extends Record<string, Promise<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const values = await Promise.all(Object.values(promises));
  return Object.fromEntries(Object.keys(promises).map((key, i) => [key, values[i]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

/** Every row held about a user, grouped by kind, secrets (hashes) left out. */
export async function collectAccountData({ userId }: { userId: string }) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { ...userSelect, stripeCustomerId: true, updatedAt: true },
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
  const [kinds, linkInBio] = await Promise.all([
    awaitAll({
      profile: db.profile.findUnique({
        where: { userId },
        select: profileSelect,
      }),
      avatars: db.avatar.findMany({ where: { userId }, select: { id: true, size: true, data: true, createdAt: true } }),
      generations: db.bioGeneration.findMany({
        where: { userId },
        select: generationSelect,
        orderBy: { createdAt: "asc" },
      }),
      usage: db.usageCounter.findMany({
        where: { userId },
        select: { feature: true, period: true, count: true },
        orderBy: { period: "asc" },
      }),
      sharedBios: db.sharedBio.findMany({
        where: { userId },
        select: { id: true, description: true, tone: true, bio: true, createdAt: true },
      }),
      templateUses: db.templateUse.findMany({
        where: { userId },
        select: { templateId: true, isPremium: true, createdAt: true },
      }),
      gamification: db.gamificationStats.findUnique({
        where: { userId },
        select: statsSelect,
      }),
      activityDays: db.activityDay.findMany({
        where: { userId },
        select: { day: true, count: true },
        orderBy: { day: "asc" },
      }),
      dailyXp: db.dailyXp.findMany({
        where: { userId },
        select: dailyXpSelect,
        orderBy: [{ day: "asc" }, { kind: "asc" }],
      }),
      badges: db.badgeUnlock.findMany({ where: { userId }, select: { badgeId: true, unlockedAt: true } }),
      challenges: db.challengeCompletion.findMany({
        where: { userId },
        select: { challengeId: true, xp: true, createdAt: true },
      }),
      sessions: db.authSession.findMany({
        where: { userId },
        select: { id: true, userAgent: true, createdAt: true, expiresAt: true, revokedAt: true },
      }),
      apiTokens: db.apiToken.findMany({
        where: { userId },
        select: { ...apiTokenSelect, revokedAt: true },
      }),
      trackEvents: db.trackEvent.findMany({
        where: { OR: [{ userId }, ...(bioIds.length ? [{ bioId: { in: bioIds } }] : [])] },
        select: { ...trackEventSelect, userAgent: true },
        take: 50_000,
      }),
      pageEvents: db.pageEvent.findMany({
        where: { userId },
        select: { id: true, ...pageEventSelect },
        take: 50_000,
      }),
      contactMessages: db.contactMessage.findMany({
        where: { OR: [{ userId }, { email: user.email }] },
        select: contactMessageSelect,
      }),
      newsletter: db.newsletterSubscriber.findMany({
        where: { email: user.email },
        select: { email: true, createdAt: true },
      }),
    }),
    collectLinkInBioData({ userId }),
  ]);
  const [teams, abTests, storeData, records] = await Promise.all([
    collectTeamRecords({ userId }),
    collectAbTestRecords({ userId }),
    // Imported products and the store profile (deleted with the account by cascade).
    collectStoreData({ userId }),
    awaitAll({
      teamInvites: listInvitesToEmail({ email: user.email }),
      notifications: collectNotifications({ userId }),
      calendarItems: collectCalendarItems({ userId }),
      calendarFeed: describeCalendarFeed({ userId }),
      workflows: db.workflow.findMany({ where: { userId }, select: workflowSelect, orderBy: { createdAt: "asc" } }),
      hashtagSets: db.hashtagSet.findMany({
        where: { userId },
        select: hashtagSetSelect,
        orderBy: { createdAt: "asc" },
      }),
      // Subscriptions carry no user id: they are the user's through their Stripe customer id.
      stripeSubscriptions: listCustomerSubscriptions({ customerId: user.stripeCustomerId }),
      // The user's own saved voices (a team's voice is the team's); deleted with the account (cascade).
      brandVoices: db.brandVoice.findMany({
        where: { userId },
        select: brandVoiceSelect,
        orderBy: { createdAt: "asc" },
      }),
    }),
  ]);
  return { user, ...kinds, ...linkInBio, ...teams, ...abTests, ...records, ...storeData };
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof collectAccountData>>>;
