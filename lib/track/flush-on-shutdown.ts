import "server-only";
import { flushAllQueues } from "./write-queue";

const SIGNAL_EXIT_CODES = { SIGTERM: 143, SIGINT: 130 } as const;

let installed = false;

/**
 * On a graceful stop (SIGTERM from an orchestrator, SIGINT), writes every queued event (bio
 * tracking, link-in-bio views and clicks) at once instead of after its batching delay. `next
 * start` has its own handler that closes the server and exits: it waits for the events of
 * answered requests (the handlers hand their write to `after`). Without such a handler (a custom server), this one exits once the queue is
 * written. Called once, from the instrumentation hook.
 */
export function flushEventsOnShutdown(): void {
  if (installed) return;
  installed = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      const othersExit = process.listenerCount(signal) > 0;
      void flushAllQueues()
        .catch((error: unknown) => console.error("[track] flush on shutdown failed", { error: String(error) }))
        .finally(() => {
          if (!othersExit) process.exit(SIGNAL_EXIT_CODES[signal]);
        });
    });
  }
}
