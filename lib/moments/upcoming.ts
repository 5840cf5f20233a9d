import "server-only";
import { MOMENTS } from "./catalogue";
import { dateFor } from "./moment-dates";
import type { MomentOccurrence, Region } from "./moment-types";

// The one way to ask the curated calendar what is coming (docs/product.md#seasonal-moments):
// the seasonal campaigns tool, the content calendar's suggestions and the trend analyzer use it.

const DAY_MS = 86_400_000;

function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The moments from `from`'s UTC day up to `days` days later (both ends included), soonest
 * first; only those of `regions` when given. A moment whose date no source covers for a year
 * (a lunar festival beyond the reviewed table) is left out rather than guessed.
 */
export function upcomingMoments(from: Date, days: number, regions?: readonly Region[]): MomentOccurrence[] {
  const start = dayOf(from);
  const end = dayOf(new Date(Date.parse(`${start}T00:00:00Z`) + Math.max(0, days) * DAY_MS));
  const wanted = regions && regions.length > 0 ? new Set(regions) : null;
  const out: MomentOccurrence[] = [];
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year++) {
    for (const moment of MOMENTS) {
      if (wanted && !moment.regions.some((r) => wanted.has(r))) continue;
      const resolved = dateFor(moment.rule, year);
      if (!resolved || resolved.date < start || resolved.date > end) continue;
      out.push({
        id: moment.id,
        key: `${moment.id}-${year}`,
        name: moment.name,
        date: resolved.date,
        regions: moment.regions,
        kind: moment.kind,
        emoji: moment.emoji,
        source: resolved.source,
        ...(resolved.tentative ? { tentative: true } : {}),
        ...(moment.note ? { note: moment.note } : {}),
        angles: moment.angles,
        leadDays: moment.leadDays,
      });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** One moment's occurrence by its key ("diwali-2026"), or null. */
export function momentByKey(key: string): MomentOccurrence | null {
  const match = /^([a-z0-9-]+)-(\d{4})$/.exec(key);
  if (!match) return null;
  const [, id, year] = match;
  const from = new Date(`${year}-01-01T00:00:00Z`);
  return upcomingMoments(from, 365).find((m) => m.key === key && m.id === id) ?? null;
}
