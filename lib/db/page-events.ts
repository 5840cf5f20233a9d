import "server-only";
import { db } from "./client";

// First-party page analytics rows (docs/product.md#tracking): page events, named events, feature discovery.

export interface PageEventRow {
  name: string;
  path: string;
  category?: string | null;
  label?: string | null;
  value?: number | null;
  metadata?: Record<string, string | number | boolean | null>;
}

export async function recordPageEvents({
  sessionId,
  userId,
  events,
}: {
  sessionId: string;
  userId?: string | null;
  events: PageEventRow[];
}): Promise<number> {
  const { count } = await db.pageEvent.createMany({
    data: events.map((e) => ({
      sessionId,
      userId: userId ?? null,
      name: e.name,
      path: e.path,
      category: e.category || null,
      label: e.label || null,
      value: e.value ?? null,
      metadata: JSON.stringify(e.metadata ?? {}),
    })),
  });
  return count;
}

export const pageEventSelect = {
  name: true,
  path: true,
  category: true,
  label: true,
  value: true,
  metadata: true,
  userId: true,
  createdAt: true,
} as const;

/** One session's events, oldest first (journeys, tests). */
export async function listSessionEvents({ sessionId, take = 200 }: { sessionId: string; take?: number }) {
  return db.pageEvent.findMany({
    where: { sessionId },
    orderBy: { createdAt: "asc" },
    take,
    select: pageEventSelect,
  });
}
