import "server-only";
import { countUnreadNotifications, listNotifications, markNotificationsRead } from "@/lib/db/notifications";

// The header bell: the user's latest notifications, the unread count, mark as read.

export async function notificationsFor(userId: string) {
  const [notifications, unread] = await Promise.all([
    listNotifications({ userId }),
    countUnreadNotifications({ userId }),
  ]);
  return { notifications, unread };
}

export async function unreadCount(userId: string) {
  return countUnreadNotifications({ userId });
}

/** Marks `ids` (or every notification) read; answers the unread count left. */
export async function markRead(userId: string, ids?: string[]) {
  await markNotificationsRead({ userId, ids });
  return countUnreadNotifications({ userId });
}
