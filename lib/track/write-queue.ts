import "server-only";
import { after } from "next/server";

// Write-behind queues for events the user never waits for (bio tracking, link-in-bio views
// and clicks): rows wait here for a few milliseconds and go to the database in one insert per
// batch, one batch at a time (SQLite has one writer). A row a queue accepts is stored: a failed
// batch is retried with growing pauses (a locked or restarting database), and only a batch that
// still fails after the last retry is dropped, with a log line. A full queue refuses new rows
// (the caller answers 503 or skips the count) instead of accepting what it would lose, and the
// server writes every queue before it stops (lib/track/flush-on-shutdown.ts).

const FLUSH_DELAY_MS = 50;
const MAX_BATCH = 200;
/** Accepted rows not yet stored, per queue; beyond this, new ones are refused. */
export const MAX_PENDING = 10_000;
/** Pauses before each retry of a failed batch; after the last one the batch is dropped. */
export const RETRY_DELAYS_MS = [50, 200, 800, 2400] as const;

export interface WriteQueue<T> {
  /** Queues one row; false when the queue is full and the row was refused (nothing stored). */
  enqueue(row: T): boolean;
  /** Resolves when every row accepted so far is stored (or dropped after its last retry). */
  written(): Promise<void>;
  /** Writes everything queued so far, now (tests, shutdown). */
  flush(): Promise<void>;
}

interface Waiter {
  /** Resolves once this many rows have been written or given up. */
  target: number;
  resolve: () => void;
}

interface QueueState<T> {
  pending: T[];
  timer: ReturnType<typeof setTimeout> | null;
  /** The batch being written now, so a flush can wait for it. */
  writing: Promise<void>;
  /** Rows accepted so far, and of those, how many are done (stored or dropped after retries). */
  accepted: number;
  done: number;
  waiters: Waiter[];
  refused: number;
}

// One state per queue name and process, even when several server bundles load this module.
// The instrumentation hook (shutdown) and the route handlers are separate bundles: both maps
// live on globalThis so a flush at shutdown reaches the queues the handlers filled.
const holder = globalThis as unknown as {
  __writeQueues?: Map<string, QueueState<unknown>>;
  __writeQueueFlushers?: Map<string, () => Promise<void>>;
};
const states = (holder.__writeQueues ??= new Map());
const flushers = (holder.__writeQueueFlushers ??= new Map());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createWriteQueue<T>(name: string, write: (rows: T[]) => Promise<void>): WriteQueue<T> {
  const state = (states.get(name) ?? {
    pending: [],
    timer: null,
    writing: Promise.resolve(),
    accepted: 0,
    done: 0,
    waiters: [],
    refused: 0,
  }) as QueueState<T>;
  states.set(name, state as QueueState<unknown>);

  function settle(count: number) {
    state.done += count;
    const ready = state.waiters.filter((w) => w.target <= state.done);
    if (ready.length === 0) return;
    state.waiters = state.waiters.filter((w) => w.target > state.done);
    for (const waiter of ready) waiter.resolve();
  }

  async function writeWithRetries(batch: T[]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await write(batch);
        return;
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        const details = { count: batch.length, attempt: attempt + 1, error: errorText(error) };
        if (delay === undefined) {
          console.error(`[${name}] rows dropped after retries`, details);
          return;
        }
        console.warn(`[${name}] rows not recorded yet, retrying`, { ...details, retryInMs: delay });
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

  const queue: WriteQueue<T> = {
    enqueue(row) {
      // Counts batches already handed to the writer too: a slow database must not grow memory without end.
      if (state.accepted - state.done >= MAX_PENDING) {
        state.refused += 1;
        if (state.refused % 1000 === 1) console.warn(`[${name}] queue full, rows refused`, { refused: state.refused });
        return false;
      }
      state.pending.push(row);
      state.accepted += 1;
      if (state.pending.length >= MAX_BATCH) void writeNext();
      else state.timer ??= setTimeout(() => void writeNext(), FLUSH_DELAY_MS);
      return true;
    },
    written() {
      const target = state.accepted;
      if (state.done >= target) return Promise.resolve();
      return new Promise((resolve) => state.waiters.push({ target, resolve }));
    },
    async flush() {
      while (state.pending.length > 0) await writeNext();
      await state.writing;
    },
  };
  flushers.set(name, queue.flush);
  return queue;
}

/** Writes every queue of this process now (a graceful stop). */
export async function flushAllQueues(): Promise<void> {
  await Promise.all([...flushers.values()].map((flush) => flush()));
}

/**
 * Keeps a graceful stop (SIGTERM) from ending the process before `written` settles: Next's
 * `after` holds the request open in the background. Outside a request scope (tests, scripts)
 * there is nothing to hold.
 */
export function holdShutdownUntil(written: Promise<void>): void {
  try {
    after(written);
  } catch {
    // not inside a request
  }
}
