import "server-only";
import { recordTrackEventBatch, type TrackEventRow } from "@/lib/db/track-events";

// Tracking never delays an answer (QUALITY.md): events wait here for a few
// milliseconds and go to the database in one insert per batch, one batch at a
// time (SQLite has one writer). A failed batch is only logged (spec §8), and a
// flood beyond MAX_PENDING is dropped rather than held in memory.

const FLUSH_DELAY_MS = 20;
const MAX_BATCH = 200;
const MAX_PENDING = 10_000;

interface QueueState {
  pending: TrackEventRow[];
  timer: ReturnType<typeof setTimeout> | null;
  /** The batch being written now, so a flush can wait for it. */
  writing: Promise<void>;
  dropped: number;
}

// One queue per process, even when several server bundles load this module.
const holder = globalThis as unknown as { __trackQueue?: QueueState };
const state: QueueState = (holder.__trackQueue ??= {
  pending: [],
  timer: null,
  writing: Promise.resolve(),
  dropped: 0,
});

/** Queues one event; returns false when the queue is full and the event was dropped. */
export function enqueueTrackEvent(event: TrackEventRow): boolean {
  if (state.pending.length >= MAX_PENDING) {
    state.dropped += 1;
    if (state.dropped % 1000 === 1) console.warn("[track] queue full, events dropped", { dropped: state.dropped });
    return false;
  }
  state.pending.push({ ...event, createdAt: event.createdAt ?? new Date() });
  if (state.pending.length >= MAX_BATCH) void writeNext();
  else state.timer ??= setTimeout(() => void writeNext(), FLUSH_DELAY_MS);
  return true;
}

function writeNext(): Promise<void> {
  if (state.timer) {
    clearTimeout(state.timer);
    state.timer = null;
  }
  if (state.pending.length === 0) return state.writing;
  const batch = state.pending.splice(0, MAX_BATCH);
  state.writing = state.writing.then(async () => {
    try {
      await recordTrackEventBatch({ events: batch });
    } catch (error) {
      console.error("[track] events not recorded", {
        count: batch.length,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
  if (state.pending.length > 0) return writeNext();
  return state.writing;
}

/** Writes everything queued so far (tests, shutdown). */
export async function flushTrackEvents(): Promise<void> {
  while (state.pending.length > 0) await writeNext();
  await state.writing;
}
