import "server-only";
import { recordTrackEventBatch, type TrackEventRow } from "@/lib/db/track-events";
import { createWriteQueue } from "./write-queue";

// Bio tracking events (POST /api/track, share-page views) go to the database through a
// write-behind queue: never awaited by the answer, never lost once accepted (write-queue.ts).

export { MAX_PENDING, RETRY_DELAYS_MS } from "./write-queue";

export const TRACK_QUEUE_FULL_MESSAGE = "We're receiving a lot of events right now. Please try again in a moment.";

const queue = createWriteQueue<TrackEventRow>("track", async (events) => {
  await recordTrackEventBatch({ events });
});

/** Queues one event; false when the queue is full and the event was refused (nothing stored). */
export function enqueueTrackEvent(event: TrackEventRow): boolean {
  return queue.enqueue({ ...event, createdAt: event.createdAt ?? new Date() });
}

/** Resolves when every event accepted so far is stored (or dropped after its last retry). */
export const trackEventsWritten = () => queue.written();

/** Writes everything queued so far, now (tests, shutdown). */
export const flushTrackEvents = () => queue.flush();
