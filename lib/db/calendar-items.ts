import "server-only";
import { db } from "./client";

// Content calendar items. Ownership is part of every `where`: another user's id finds nothing.

export const calendarItemSelect = {
  id: true,
  day: true,
  contentType: true,
  title: true,
  description: true,
  bio: true,
  hashtags: true,
  status: true,
  createdAt: true,
} as const;

export interface CalendarItemRecord {
  id: string;
  day: string;
  contentType: string;
  title: string;
  description: string;
  bio: string;
  /** JSON array */
  hashtags: string;
  status: string;
  createdAt: Date;
}

export type CalendarItemFields = Omit<CalendarItemRecord, "id" | "createdAt">;

/** The user's items, optionally from `fromDay` on, in date order. */
export async function listCalendarItems({
  userId,
  fromDay,
  toDay,
}: {
  userId: string;
  fromDay?: string;
  toDay?: string;
}): Promise<CalendarItemRecord[]> {
  return db.calendarItem.findMany({
    where: { userId, day: { ...(fromDay ? { gte: fromDay } : {}), ...(toDay ? { lte: toDay } : {}) } },
    orderBy: [{ day: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: calendarItemSelect,
    take: 2000,
  });
}

export async function findCalendarItem({ userId, id }: { userId: string; id: string }) {
  return db.calendarItem.findFirst({ where: { id, userId }, select: calendarItemSelect });
}

export async function findCalendarItems({ userId, ids }: { userId: string; ids: string[] }) {
  return db.calendarItem.findMany({ where: { userId, id: { in: ids } }, select: calendarItemSelect });
}

/** How many items the user has on each of `days`. */
export async function countItemsOnDays({ userId, days }: { userId: string; days: string[] }) {
  const rows = await db.calendarItem.groupBy({
    by: ["day"],
    where: { userId, day: { in: days } },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.day, r._count._all]));
}

export async function createCalendarItem({ userId, ...fields }: CalendarItemFields & { userId: string }) {
  return db.calendarItem.create({ data: { userId, ...fields }, select: calendarItemSelect });
}

/** Changes one of the user's items; null when it is not theirs (or gone). */
export async function updateCalendarItem({
  userId,
  id,
  ...fields
}: Partial<CalendarItemFields> & { userId: string; id: string }) {
  const { count } = await db.calendarItem.updateMany({ where: { id, userId }, data: fields });
  return count === 0 ? null : findCalendarItem({ userId, id });
}

/** Moves several of the user's items, each to its own new day, all or none. */
export async function moveCalendarItems({ userId, moves }: { userId: string; moves: { id: string; day: string }[] }) {
  await db.$transaction(
    moves.map(({ id, day }) => db.calendarItem.updateMany({ where: { id, userId }, data: { day } })),
  );
}

export async function deleteCalendarItem({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  const { count } = await db.calendarItem.deleteMany({ where: { id, userId } });
  return count > 0;
}

/** Every calendar item of the user, in date order, for "Download your data". */
export async function collectCalendarItems({ userId }: { userId: string }) {
  return db.calendarItem.findMany({
    where: { userId },
    select: { ...calendarItemSelect, updatedAt: true },
    orderBy: [{ day: "asc" }, { createdAt: "asc" }],
  });
}
