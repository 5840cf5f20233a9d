import "server-only";
import { calendarClock, listOwnItems } from "./calendar-service";
import { feedStatus } from "./feed-service";

/** What a calendar page needs to draw: the user's items, today in their zone, and the feed's state. */
export async function loadCalendarPage(userId: string) {
  const [initialItems, clock, feed] = await Promise.all([
    listOwnItems(userId),
    calendarClock(userId),
    feedStatus(userId),
  ]);
  return { initialItems, today: clock.today, timeZone: clock.timeZone, feed };
}
