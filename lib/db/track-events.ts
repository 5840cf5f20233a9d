import "server-only";
import { rollUpBioEvents, type BioEventForRollup } from "./analytics-rollups";
import { db } from "./client";

// First-party analytics events (docs/product.md#tracking: created, view, click, conversion; template_used).

export const trackEventSelect = {
  id: true,
  bioId: true,
  event: true,
  source: true,
  metadata: true,
  createdAt: true,
} as const;

export type TrackMetadata = Record<string, string | number | boolean | null>;

const MAX_USER_AGENT = 500;

export interface TrackEventRow {
  bioId: string;
  event: string;
  source: string;
  userAgent?: string | null;
  metadata?: TrackMetadata;
  userId?: string | null;
  createdAt?: Date;
}

function toData(e: TrackEventRow) {
  return {
    bioId: e.bioId,
    event: e.event,
    source: e.source,
    userAgent: e.userAgent ? e.userAgent.slice(0, MAX_USER_AGENT) : null,
    metadata: JSON.stringify(e.metadata ?? {}),
    userId: e.userId ?? null,
    ...(e.createdAt ? { createdAt: e.createdAt } : {}),
  };
}

export async function recordTrackEvent(event: Omit<TrackEventRow, "createdAt">): Promise<{ id: string }> {
  return db.trackEvent.create({ data: toData(event), select: { id: true } });
}

/**
 * Stores a batch of events in one insert, keeping only those whose bioId names a
 * saved bio or a shared bio (an id nobody made is dropped), and adds them to their
 * owner's daily analytics totals in the same transaction. Returns how many were stored.
 */
export async function recordTrackEventBatch({ events }: { events: TrackEventRow[] }): Promise<number> {
  if (events.length === 0) return 0;
  const ids = [...new Set(events.map((e) => e.bioId))];
  const withZone = { select: { timeZone: true } } as const;
  const [shares, generations] = await Promise.all([
    db.sharedBio.findMany({ where: { id: { in: ids } }, select: { id: true, userId: true, user: withZone } }),
    db.bioGeneration.findMany({ where: { id: { in: ids } }, select: { id: true, userId: true, user: withZone } }),
  ]);
  const owners = new Map<string, BioEventForRollup["owner"]>();
  for (const r of generations) owners.set(r.id, { userId: r.userId, timeZone: r.user.timeZone, source: "bio" });
  for (const r of shares) owners.set(r.id, { userId: r.userId, timeZone: r.user.timeZone, source: "share" });
  const kept = events.flatMap((e) => {
    const owner = owners.get(e.bioId);
    return owner ? [{ ...e, createdAt: e.createdAt ?? new Date(), owner }] : [];
  });
  if (kept.length === 0) return 0;
  return db.$transaction(async (tx) => {
    const { count } = await tx.trackEvent.createMany({ data: kept.map(toData) });
    await rollUpBioEvents(tx, kept);
    return count;
  });
}

/** Events of one bio, newest first (analytics, tests). */
export async function listTrackEvents({ bioId, event }: { bioId: string; event?: string }) {
  return db.trackEvent.findMany({
    where: { bioId, ...(event ? { event } : {}) },
    select: trackEventSelect,
    orderBy: { createdAt: "desc" },
    take: 100,
  });
}

/** How many events of a kind were recorded, optionally since a moment. */
export async function countTrackEvents({ event, since }: { event: string; since?: Date }): Promise<number> {
  return db.trackEvent.count({ where: { event, ...(since ? { createdAt: { gte: since } } : {}) } });
}

/** How many events of one bio were recorded, optionally of one kind. */
export async function countBioTrackEvents({ bioId, event }: { bioId: string; event?: string }): Promise<number> {
  return db.trackEvent.count({ where: { bioId, ...(event ? { event } : {}) } });
}
