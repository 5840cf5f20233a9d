import { LIST_LIMITS, type CalendarItemView } from "./calendar.schema";

// The calendar's list: the next items from today, in date order.

/** Date first, then the order they were added in. */
export function compareItems(a: CalendarItemView, b: CalendarItemView): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortItems<T extends CalendarItemView>(items: readonly T[]): T[] {
  return [...items].sort(compareItems);
}

/** The next 7 items from today (3 in compact mode), sorted by date; earlier days are left out. */
export function upcomingItems<T extends CalendarItemView>(
  items: readonly T[],
  today: string,
  mode: keyof typeof LIST_LIMITS = "full",
): T[] {
  return sortItems(items.filter((item) => item.date >= today)).slice(0, LIST_LIMITS[mode]);
}

/** Items grouped by day, each day in order. */
export function itemsByDay<T extends CalendarItemView>(items: readonly T[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const item of sortItems(items)) {
    const list = byDay.get(item.date) ?? [];
    list.push(item);
    byDay.set(item.date, list);
  }
  return byDay;
}
