import "server-only";
import { db } from "./client";

// In-app notifications (the header's bell). Always read and changed through their owner.

export const notificationSelect = {
  id: true,
  kind: true,
  text: true,
  teamId: true,
  bioId: true,
  readAt: true,
  createdAt: true,
} as const;

export async function createNotifications(
  rows: { userId: string; teamId?: string; bioId?: string; kind: string; text: string }[],
) {
  if (rows.length === 0) return;
  await db.notification.createMany({ data: rows });
}

export async function listNotifications({ userId, take = 30 }: { userId: string; take?: number }) {
  return db.notification.findMany({
    where: { userId },
    select: notificationSelect,
    orderBy: { createdAt: "desc" },
    take,
  });
}

export async function countUnreadNotifications({ userId }: { userId: string }) {
  return db.notification.count({ where: { userId, readAt: null } });
}

/** Marks the user's notifications read: those in `ids`, or all of them. */
export async function markNotificationsRead({ userId, ids }: { userId: string; ids?: string[] }) {
  const result = await db.notification.updateMany({
    where: { userId, readAt: null, ...(ids ? { id: { in: ids } } : {}) },
    data: { readAt: new Date() },
  });
  return result.count;
}

export async function collectNotifications({ userId }: { userId: string }) {
  return db.notification.findMany({ where: { userId }, select: notificationSelect, take: 10_000 });
}
