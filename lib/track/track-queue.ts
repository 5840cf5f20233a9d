import "server-only";
import { recordTrackEventBatch, type TrackEventRow } from "@/lib/db/track-events";

// Tracking never delays an answer: events wait here for a few milliseconds and go to the
// database in one insert per batch, one batch at a time (SQLite has one writer). An event the
// queue accepts is stored: a failed batch is retried with growing pauses (a locked or restarting
// database), and only a batch that still fails after the last retry is dropped, with a log line.
// A full queue refuses new events (the caller answers 503) instead of accepting what it would
// lose, and the server waits for the queue before it stops (lib/track/flush-on-shutdown.ts).

const FLUSH_DELAY_MS = 20;
const MAX_BATCH = 200;
/** Accepted events not yet stored; beyond this, new ones are refused. */
export const MAX_PENDING = 10_000;
/** Pauses before each retry of a failed batch; after the last one the batch is dropped. */
export const RETRY_DELAYS_MS = [50, 200, 800, 2400] as const;

export const TRACK_QUEUE_FULL_MESSAGE = "We're receiving a lot of events right now. Please try again in a moment.";

interface Waiter {
  /** Resolves once this many events have been written or given up. */
  target: number;
  resolve: () => void;
}

interface QueueState {
  pending: TrackEventRow[];
  timer: ReturnType<typeof setTimeout> | null;
  /** The batch being written now, so a flush can wait for it. */
  writing: Promise<void>;
  /** Events accepted so far, and of those, how many are done (stored or dropped after retries). */
  accepted: number;
  done: number;
  waiters: Waiter[];
  refused: number;
}

// One queue per process, even when several server bundles load this module.
const holder = globalThis as unknown as { __trackQueueV2?: QueueState };
const state: QueueState = (holder.__trackQueueV2 ??= {
  pending: [],
  timer: null,
  writing: Promise.resolve(),
  accepted: 0,
  done: 0,
  waiters: [],
  refused: 0,
});

/** Queues one event; false when the queue is full and the event was refused (nothing stored). */
export function enqueueTrackEvent(event: TrackEventRow): boolean {
  // Counts batches already handed to the writer too: a slow database must not grow memory without end.
  if (state.accepted - state.done >= MAX_PENDING) {
    state.refused += 1;
    if (state.refused % 1000 === 1) console.warn("[track] queue full, events refused", { refused: state.refused });
    return false;
  }
  state.pending.push({ ...event, createdAt: event.createdAt ?? new Date() });
  state.accepted += 1;
  if (state.pending.length >= MAX_BATCH) void writeNext();
  else state.timer ??= setTimeout(() => void writeNext(), FLUSH_DELAY_MS);
  return true;
}

/** Resolves when every event accepted so far is stored (or dropped after its last retry). */
export function trackEventsWritten(): Promise<void> {
  const target = state.accepted;
  if (state.done >= target) return Promise.resolve();
  return new Promise((resolve) => state.waiters.push({ target, resolve }));
}

function settle(count: number) {
  state.done += count;
  const ready = state.waiters.filter((w) => w.target <= state.done);
  if (ready.length === 0) return;
  state.waiters = state.waiters.filter((w) => w.target > state.done);
  for (const waiter of ready) waiter.resolve();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function writeWithRetries(batch: TrackEventRow[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await recordTrackEventBatch({ events: batch });
      return;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      const details = { count: batch.length, attempt: attempt + 1, error: errorText(error) };
      if (delay === undefined) {
        console.error("[track] events dropped after retries", details);
        return;
      }
      console.warn("[track] events not recorded yet, retrying", { ...details, retryInMs: delay });
      await pause(delay);
    }
  }
}

function writeNext(): Promise<void> {
  if (state.timer) {
    clearTimeout(state.timer);
    state.timer = null;
  }
  if (state.pending.length === 0) return state.writing;
  const batch = state.pending.splice(0, MAX_BATCH);
  state.writing = state.writing.then(async () => {
    await writeWithRetries(batch);
    settle(batch.length);
  });
  if (state.pending.length > 0) return writeNext();
  return state.writing;
}

/** Writes everything queued so far, now (tests, shutdown). */
export async function flushTrackEvents(): Promise<void> {
  while (state.pending.length > 0) await writeNext();
  await state.writing;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
