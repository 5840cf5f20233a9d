import "server-only";
import { db } from "./client";

// First-party analytics events (spec §7: created, view, click, conversion; template_used).

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

export async function recordTrackEvent({
  bioId,
  event,
  source,
  userAgent,
  metadata = {},
  userId,
}: {
  bioId: string;
  event: string;
  source: string;
  userAgent?: string | null;
  metadata?: TrackMetadata;
  userId?: string | null;
}): Promise<{ id: string }> {
  return db.trackEvent.create({
    data: {
      bioId,
      event,
      source,
      userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null,
      metadata: JSON.stringify(metadata),
      userId: userId ?? null,
    },
    select: { id: true },
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
