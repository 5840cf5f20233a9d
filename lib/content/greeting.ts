// The signed-in greeting: morning before 12, afternoon before 17, otherwise
// evening, by the clock of the user's own time zone.

export type DayPart = "morning" | "afternoon" | "evening";

/** The hour (0-23) at `at` in `timeZone`; an unknown zone falls back to UTC. */
export function hourIn(at: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-US", { hour: "numeric", hourCycle: "h23", timeZone }).formatToParts(at);
  } catch {
    return at.getUTCHours();
  }
  const hour = Number(parts.find((p) => p.type === "hour")?.value);
  return Number.isFinite(hour) ? hour % 24 : at.getUTCHours();
}

export function dayPart(hour: number): DayPart {
  if (hour < 12) return "morning";
  if (hour < 17) return "afternoon";
  return "evening";
}

/** "Good morning, Meera" (or without a name). */
export function greetingFor({ at, timeZone, name }: { at: Date; timeZone: string; name?: string | null }): string {
  const first = name?.trim().split(/\s+/)[0];
  const base = `Good ${dayPart(hourIn(at, timeZone))}`;
  return first ? `${base}, ${first}` : base;
}
