import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { CONTENT_TYPE_LABELS, STATUS_LABELS, type CalendarItemView } from "./calendar.schema";
import { addDays } from "./days";

// The plan as an iCalendar file: one all-day event per item on its calendar day, with the
// bio and hashtags in the event text, for Google Calendar, Apple Calendar and Outlook.

export interface IcsOptions {
  /** The calendar's name as calendar apps show it. */
  name: string;
  /** Where the plan is edited (linked from every event). */
  pageUrl: string;
  /** Host used to make event ids unique worldwide. */
  host: string;
  /** How often subscribers should refresh, in seconds. */
  refreshSeconds?: number;
}

/** The text of an event: bio first (ready to paste), then hashtags, the notes and the status. */
export function eventDescription(item: CalendarItemView): string {
  return [
    item.bio,
    item.hashtags.join(" "),
    item.description,
    `${CONTENT_TYPE_LABELS[item.contentType]} · ${STATUS_LABELS[item.status]}`,
  ]
    .filter((part) => part.trim() !== "")
    .join("\n\n");
}

export function buildIcs(items: readonly CalendarItemView[], options: IcsOptions): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: "BioStudio", product: "Content Calendar", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    url: options.pageUrl,
    ttl: options.refreshSeconds ?? 60 * 60,
  });
  for (const item of items) {
    const start = new Date(`${item.date}T00:00:00Z`);
    calendar.createEvent({
      id: `${item.id}@${options.host}`,
      start,
      end: new Date(`${addDays(item.date, 1)}T00:00:00Z`),
      allDay: true,
      summary: `${CONTENT_TYPE_LABELS[item.contentType]}: ${item.title}`,
      description: eventDescription(item),
      url: options.pageUrl,
      status: item.status === "planned" ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      categories: [{ name: CONTENT_TYPE_LABELS[item.contentType] }],
      created: new Date(item.createdAt),
    });
  }
  return calendar.toString();
}
