import "server-only";
import { addActivityDays } from "@/lib/db/gamification";
import { createWriteQueue, holdShutdownUntil } from "@/lib/track/write-queue";

// The heat map's day counts are the one part of an activity nobody waits for: they go through
// a write-behind queue (lib/track/write-queue.ts: batched, retried, written before a graceful
// stop), and the activities of one user on one day in a batch become one statement. Whoever
// reads the days calls `activityDaysWritten()` first, so a count is never missing from a page.

const queue = createWriteQueue<{ userId: string; day: string }>("activity-days", async (rows) => {
  const counts = new Map<string, { userId: string; day: string; count: number }>();
  for (const { userId, day } of rows) {
    const key = `${userId} ${day}`;
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { userId, day, count: 1 });
  }
  await addActivityDays([...counts.values()]);
});

/**
 * Counts one activity on the user's local day. A full queue (the database far behind) writes
 * this one at once instead, so a count is never refused.
 */
export async function countActivityDayLater(userId: string, day: string): Promise<void> {
  if (queue.enqueue({ userId, day })) {
    holdShutdownUntil(queue.written());
    return;
  }
  await addActivityDays([{ userId, day, count: 1 }]);
}

/** Resolves once every day count accepted so far is stored. */
export const activityDaysWritten = () => queue.written();

/** Writes every queued day count now (tests). */
export const flushActivityDays = () => queue.flush();
