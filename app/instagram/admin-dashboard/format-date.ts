// Dates in the admin's own time zone, rendered on the server so the HTML does not change on hydration.

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat("en", { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat("en", { ...options, timeZone: "UTC" });
  }
}

export function formatDay(date: Date, timeZone: string): string {
  return formatter(timeZone, { dateStyle: "medium" }).format(date);
}

export function formatMoment(date: Date, timeZone: string): string {
  return formatter(timeZone, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
