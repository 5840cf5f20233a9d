import { STATUS_LABELS, STATUSES, type CalendarStatus } from "./calendar.schema";

// An item moves planned → scheduled → published, one step at a time; the user may also
// step back once (a post unscheduled, a "published" set by mistake).

const rank = (status: CalendarStatus) => STATUSES.indexOf(status);

/** The statuses an item may move to from `from`: the next one and the previous one. */
export function nextStatuses(from: CalendarStatus): CalendarStatus[] {
  return STATUSES.filter((s) => Math.abs(rank(s) - rank(from)) === 1);
}

/** Why an item cannot move from `from` to `to`, or null when it can (staying put is fine). */
export function statusMoveProblem(from: CalendarStatus, to: CalendarStatus): string | null {
  if (from === to || nextStatuses(from).includes(to)) return null;
  return rank(to) > rank(from)
    ? `Mark it ${STATUS_LABELS.scheduled.toLowerCase()} before it is ${STATUS_LABELS[to].toLowerCase()}.`
    : `Move it back to ${STATUS_LABELS.scheduled.toLowerCase()} first.`;
}

/** The menu's wording for a move. */
export function statusActionLabel(from: CalendarStatus, to: CalendarStatus): string {
  if (rank(to) > rank(from)) return to === "scheduled" ? "Mark as scheduled" : "Mark as published";
  return to === "planned" ? "Back to planned" : "Back to scheduled";
}
