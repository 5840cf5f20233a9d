// When a link shows on the public page and answers its redirect: it is on,
// its start (if any) has come and its end (if any) has not.

export interface Schedulable {
  enabled: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

export const SCHEDULE_MESSAGES = {
  order: "The end must come after the start.",
} as const;

export function isLinkLive(link: Schedulable, now: Date = new Date()): boolean {
  if (!link.enabled) return false;
  if (link.startsAt && link.startsAt.getTime() > now.getTime()) return false;
  if (link.endsAt && link.endsAt.getTime() <= now.getTime()) return false;
  return true;
}

/** A message when the window is empty, else null. */
export function checkSchedule(startsAt: Date | null, endsAt: Date | null): string | null {
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) return SCHEDULE_MESSAGES.order;
  return null;
}

/** The next moment the public page changes by itself (a link starts or ends), for caching. */
export function nextScheduleChange(links: readonly Schedulable[], now: Date = new Date()): Date | null {
  let next: number | null = null;
  for (const link of links) {
    if (!link.enabled) continue;
    for (const at of [link.startsAt, link.endsAt]) {
      const t = at?.getTime();
      if (t !== undefined && t > now.getTime() && (next === null || t < next)) next = t;
    }
  }
  return next === null ? null : new Date(next);
}
