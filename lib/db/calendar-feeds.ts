import "server-only";
import { db } from "./client";

// The private calendar feed of a user: one per user, found by the hash of its secret token.
// The hash never leaves this module: reads select only when the feed was made.

export const calendarFeedSelect = { createdAt: true } as const;

export async function getCalendarFeed({ userId }: { userId: string }) {
  return db.calendarFeed.findUnique({ where: { userId }, select: calendarFeedSelect });
}

/** Replaces the user's feed token (the old address stops working at once). */
export async function replaceCalendarFeed({ userId, tokenHash }: { userId: string; tokenHash: string }) {
  return db.calendarFeed.upsert({
    where: { userId },
    create: { userId, tokenHash },
    update: { tokenHash, createdAt: new Date() },
    select: calendarFeedSelect,
  });
}

export async function deleteCalendarFeed({ userId }: { userId: string }): Promise<boolean> {
  const { count } = await db.calendarFeed.deleteMany({ where: { userId } });
  return count > 0;
}

/** The owner of a feed token's hash, or null when no feed has it. */
export async function findFeedOwner({ tokenHash }: { tokenHash: string }) {
  const row = await db.calendarFeed.findUnique({
    where: { tokenHash },
    select: { user: { select: { id: true, timeZone: true, displayName: true, disabledAt: true } } },
  });
  return row?.user ?? null;
}

/** For "Download your data": whether the feed is on and when its address was made, never its token. */
export async function describeCalendarFeed({ userId }: { userId: string }) {
  const feed = await getCalendarFeed({ userId });
  return { on: feed !== null, createdAt: feed?.createdAt ?? null };
}
