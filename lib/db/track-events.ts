import "server-only";
import { randomUUID } from "node:crypto";
import { rollUpBioEventsDirect, type BioEventForRollup } from "./analytics-rollups";
import { db, directHandle } from "./client";
import { directTransaction, sql, type Row } from "./direct";

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
  // Plain statements in one transaction (lib/db/direct.ts): the queue writes every generation's
  // `created` event and every share view, and through Prisma the lookups, the insert and the
  // totals cost the server more CPU than the request that queued them.
  return directTransaction(directHandle(), function* () {
    const owners = new Map<string, BioEventForRollup["owner"]>();
    for (const part of idChunks(ids)) {
      const marks = part.map(() => "?").join(", ");
      const generations: Row[] = yield* sql(
        `SELECT g."id", g."userId", u."timeZone" FROM "BioGeneration" g JOIN "User" u ON u."id" = g."userId"
         WHERE g."id" IN (${marks})`,
        part,
      );
      const shares: Row[] = yield* sql(
        `SELECT s."id", s."userId", u."timeZone" FROM "SharedBio" s JOIN "User" u ON u."id" = s."userId"
         WHERE s."id" IN (${marks})`,
        part,
      );
      for (const r of generations) owners.set(String(r.id), ownerOf(r, "bio"));
      for (const r of shares) owners.set(String(r.id), ownerOf(r, "share"));
    }
    const kept = events.flatMap((e) => {
      const owner = owners.get(e.bioId);
      return owner ? [{ ...e, createdAt: e.createdAt ?? new Date(), owner }] : [];
    });
    if (kept.length === 0) return 0;
    for (const part of idChunks(kept)) {
      yield* sql(
        `INSERT INTO "TrackEvent" ("id", "bioId", "event", "source", "userAgent", "metadata", "userId", "createdAt")
         VALUES ${part.map(() => "(?, ?, ?, ?, ?, ?, ?, ?)").join(", ")}`,
        part.flatMap((e) => {
          const data = toData(e);
          return [
            randomUUID(),
            data.bioId,
            data.event,
            data.source,
            data.userAgent,
            data.metadata,
            data.userId,
            e.createdAt,
          ];
        }),
      );
    }
    yield* rollUpBioEventsDirect(kept);
    return kept.length;
  });
}

// Bound parameters per statement stay well under SQLite's and PostgreSQL's limits.
const ID_CHUNK = 100;

function idChunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += ID_CHUNK) out.push(items.slice(i, i + ID_CHUNK));
  return out;
}

const ownerOf = (row: Row, source: "bio" | "share"): BioEventForRollup["owner"] => ({
  userId: String(row.userId),
  timeZone: String(row.timeZone),
  source,
});

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
