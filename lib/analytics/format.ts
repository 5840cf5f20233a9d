// How analytics numbers read on the page and in its table (the API sends the raw numbers).

const integer = new Intl.NumberFormat("en-US");

export const formatCount = (n: number) => integer.format(n);

/** A click-through rate: "12.5%", or "–" when there were no views to divide by. */
export function formatRate(ratio: number | null): string {
  return ratio === null ? "–" : `${(ratio * 100).toFixed(1)}%`;
}

/** A change against the previous period: "+25%", "−10%", "no change"; null when there was nothing before. */
export function formatChange(ratio: number | null): string | null {
  if (ratio === null) return null;
  const percent = Math.round(ratio * 100);
  if (percent === 0) return "no change";
  return `${percent > 0 ? "+" : "−"}${Math.abs(percent)}%`;
}

/** "Nov 3" for a "YYYY-MM-DD" day. */
export function formatDay(day: string, withYear = false): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  });
}

const DEVICE_LABELS: Record<string, string> = { phone: "Phone", tablet: "Tablet", desktop: "Desktop", other: "Other" };
const regions = (() => {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" });
  } catch {
    return null;
  }
})();

/** A dimension value as people read it: country names, device words, "Direct or unknown". */
export function dimensionLabel(dimension: string, value: string): string {
  if (value === "unknown") return "Unknown";
  if (dimension === "referrer" && value === "direct") return "Direct or unknown";
  if (dimension === "device") return DEVICE_LABELS[value] ?? value;
  if (dimension === "country") return regions?.of(value) ?? value;
  return value;
}
