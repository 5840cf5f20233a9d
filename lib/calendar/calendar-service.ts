import "server-only";
import { getUserTimeZone } from "@/lib/db/gamification";
import {
  countItemsOnDays,
  createCalendarItem,
  deleteCalendarItem,
  findCalendarItem,
  findCalendarItems,
  listCalendarItems,
  moveCalendarItems,
  updateCalendarItem,
  type CalendarItemRecord,
} from "@/lib/db/calendar-items";
import { safeTimeZone } from "@/lib/gamification/time-zone";
import { AppError } from "@/lib/http/errors";
import {
  CALENDAR_MESSAGES,
  CONTENT_TYPES,
  MAX_ITEMS_PER_DAY,
  STATUSES,
  type CalendarItemView,
  type ContentType,
  type CalendarStatus,
  type ItemInput,
  type ItemPatch,
} from "./calendar.schema";
import { addDays, planDayProblem, todayIn } from "./days";
import { statusMoveProblem } from "./status";

// The content calendar of one user: every function takes the signed-in user's id, and an
// item of anyone else's is "not found".

export interface CalendarClock {
  timeZone: string;
  today: string;
}

/** The user's time zone and today in it. */
export async function calendarClock(userId: string, now: Date = new Date()): Promise<CalendarClock> {
  const timeZone = safeTimeZone(await getUserTimeZone({ userId }));
  return { timeZone, today: todayIn(timeZone, now) };
}

function parseHashtags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

export function toItemView(record: CalendarItemRecord): CalendarItemView {
  return {
    id: record.id,
    date: record.day,
    contentType: oneOf<ContentType>(CONTENT_TYPES, record.contentType, "post"),
    title: record.title,
    description: record.description,
    bio: record.bio,
    hashtags: parseHashtags(record.hashtags),
    status: oneOf<CalendarStatus>(STATUSES, record.status, "planned"),
    createdAt: record.createdAt.toISOString(),
  };
}

function assertPlannable(day: string, today: string) {
  const problem = planDayProblem(day, today);
  if (problem) throw new AppError("BAD_REQUEST", problem);
}

/** Refuses when any day would hold more than the daily maximum after `adding` items land on it. */
async function assertRoom(userId: string, adding: Map<string, number>) {
  const counts = await countItemsOnDays({ userId, days: [...adding.keys()] });
  for (const [day, extra] of adding) {
    if ((counts.get(day) ?? 0) + extra > MAX_ITEMS_PER_DAY) throw new AppError("CONFLICT", CALENDAR_MESSAGES.dayFull);
  }
}

async function ownItem(userId: string, id: string) {
  const item = await findCalendarItem({ userId, id });
  if (!item) throw new AppError("NOT_FOUND", CALENDAR_MESSAGES.notFound);
  return item;
}

/** Every item of the user, in date order. */
export async function listOwnItems(userId: string, options: { fromDay?: string } = {}): Promise<CalendarItemView[]> {
  return (await listCalendarItems({ userId, fromDay: options.fromDay })).map(toItemView);
}

export async function addItem(userId: string, input: ItemInput, now = new Date()): Promise<CalendarItemView> {
  const { today } = await calendarClock(userId, now);
  assertPlannable(input.date, today);
  await assertRoom(userId, new Map([[input.date, 1]]));
  const record = await createCalendarItem({
    userId,
    day: input.date,
    contentType: input.contentType,
    title: input.title,
    description: input.description,
    bio: input.bio,
    hashtags: JSON.stringify(input.hashtags),
    status: "planned",
  });
  return toItemView(record);
}

export async function changeItem(
  userId: string,
  id: string,
  patch: ItemPatch,
  now = new Date(),
): Promise<CalendarItemView> {
  const item = toItemView(await ownItem(userId, id));
  const fields: Parameters<typeof updateCalendarItem>[0] = { userId, id };
  if (patch.date !== undefined && patch.date !== item.date) {
    if (item.status === "published") throw new AppError("BAD_REQUEST", CALENDAR_MESSAGES.published);
    assertPlannable(patch.date, (await calendarClock(userId, now)).today);
    await assertRoom(userId, new Map([[patch.date, 1]]));
    fields.day = patch.date;
  }
  if (patch.status !== undefined) {
    const problem = statusMoveProblem(item.status, patch.status);
    if (problem) throw new AppError("BAD_REQUEST", problem);
    fields.status = patch.status;
  }
  if (patch.contentType !== undefined) fields.contentType = patch.contentType;
  if (patch.title !== undefined) fields.title = patch.title;
  if (patch.description !== undefined) fields.description = patch.description;
  if (patch.bio !== undefined) fields.bio = patch.bio;
  if (patch.hashtags !== undefined) fields.hashtags = JSON.stringify(patch.hashtags);
  const updated = await updateCalendarItem(fields);
  if (!updated) throw new AppError("NOT_FOUND", CALENDAR_MESSAGES.notFound);
  return toItemView(updated);
}

export async function removeItem(userId: string, id: string): Promise<void> {
  if (!(await deleteCalendarItem({ userId, id }))) throw new AppError("NOT_FOUND", CALENDAR_MESSAGES.notFound);
}

/** A planned copy of one of the user's items, on `date` or the same day. */
export async function duplicateItem(
  userId: string,
  id: string,
  date: string | undefined,
  now = new Date(),
): Promise<CalendarItemView> {
  const item = toItemView(await ownItem(userId, id));
  return addItem(
    userId,
    {
      date: date ?? item.date,
      contentType: item.contentType,
      title: item.title,
      description: item.description,
      bio: item.bio,
      hashtags: item.hashtags,
    },
    now,
  );
}

/** Moves several of the user's items by the same number of days; published items stay put. */
export async function rescheduleItems(
  userId: string,
  ids: string[],
  shiftDays: number,
  now = new Date(),
): Promise<CalendarItemView[]> {
  const unique = [...new Set(ids)];
  const items = (await findCalendarItems({ userId, ids: unique })).map(toItemView);
  if (items.length !== unique.length) throw new AppError("NOT_FOUND", CALENDAR_MESSAGES.notFound);
  if (items.some((i) => i.status === "published")) throw new AppError("BAD_REQUEST", CALENDAR_MESSAGES.published);
  const { today } = await calendarClock(userId, now);
  const moves = items.map((i) => ({ id: i.id, day: addDays(i.date, shiftDays) }));
  for (const move of moves) assertPlannable(move.day, today);
  if (shiftDays !== 0) {
    const adding = new Map<string, number>();
    for (const move of moves) adding.set(move.day, (adding.get(move.day) ?? 0) + 1);
    await assertRoom(userId, adding);
    await moveCalendarItems({ userId, moves });
  }
  return (await findCalendarItems({ userId, ids: unique })).map(toItemView);
}
