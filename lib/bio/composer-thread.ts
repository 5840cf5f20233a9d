import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/env";
import { composeBios } from "./compose";
import type { ComposerMessage, ComposerReply } from "./composer-worker";
import type { BioRequest, BioResult } from "./types";

// The built-in composer is pure CPU, 1–5 ms a request. On the request's own thread it holds up
// every other request of the process for that long (a share page, a click, a sign-in); on a
// thread of its own it runs beside them, and a server with a second core serves about twice the
// generations (docs/decisions/008-generation-hot-path.md). The bios are the same either way: the
// composer is deterministic for a request.
//
// One worker, started on first use in a production server with more than one core. If it cannot
// start or dies, the requests it held are composed here, and a new one is tried after a pause.
// Tests and `next dev` compose on the calling thread.

const RESTART_PAUSE_MS = 30_000;

type Pending = { req: BioRequest; resolve: (result: BioResult) => void; reject: (error: Error) => void };

/** null: the composer-worker.ts beside this file, as the bundler builds it; a test's own otherwise. */
let startForTests: (() => Worker) | null = null;
let worker: Worker | null = null;
let unavailableUntil = 0;
let nextId = 0;
const pending = new Map<number, Pending>();

function wanted(): boolean {
  return startForTests !== null || (env.NODE_ENV === "production" && availableParallelism() > 1);
}

/** Every request the worker held is composed here instead; the next one starts a new worker. */
function lose(failed: Worker, reason: unknown): void {
  if (worker !== failed) return;
  worker = null;
  unavailableUntil = Date.now() + RESTART_PAUSE_MS;
  console.error("[composer] the composer's thread stopped; composing on the request thread", {
    error: reason instanceof Error ? reason.message : String(reason),
    held: pending.size,
  });
  const held = [...pending.values()];
  pending.clear();
  for (const { req, resolve, reject } of held) {
    try {
      resolve(composeBios(req));
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

function start(): Worker | null {
  if (worker) return worker;
  if (Date.now() < unavailableUntil) return null;
  let started: Worker;
  try {
    // Only this literal form, which the bundler follows to build the worker's own file.
    started = startForTests ? startForTests() : new Worker(new URL("./composer-worker.ts", import.meta.url));
  } catch (error) {
    unavailableUntil = Date.now() + RESTART_PAUSE_MS;
    console.error("[composer] could not start the composer's thread", {
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
  started.on("message", (reply: ComposerReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ("error" in reply) waiting.reject(new Error(`The composer failed: ${reply.error}`));
    else waiting.resolve(reply.result);
  });
  started.on("error", (error) => lose(started, error));
  started.on("exit", (code) => lose(started, new Error(`exited with code ${code}`)));
  // An idle worker never keeps the process alive; a server's open socket does.
  started.unref();
  worker = started;
  return worker;
}

/** composeBios, on the composer's own thread when there is one. */
export function composeOffThread(req: BioRequest): Promise<BioResult> {
  const thread = wanted() ? start() : null;
  if (!thread) return Promise.resolve().then(() => composeBios(req));
  return new Promise<BioResult>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { req, resolve, reject });
    thread.postMessage({ id, req } satisfies ComposerMessage);
  });
}

/** Where new bios are being composed: on the composer's own thread, or on the request's. */
export function composerThread(): "own thread" | "request thread" {
  return worker ? "own thread" : "request thread";
}

/**
 * Test hook: compose on a thread that `start` makes (tests load TypeScript through a loader);
 * null goes back to composing on the calling thread.
 */
export async function useComposerWorkerForTests(start: (() => Worker) | null): Promise<void> {
  if (env.NODE_ENV !== "test") throw new Error("useComposerWorkerForTests is only available under test");
  const running = worker;
  worker = null;
  unavailableUntil = 0;
  startForTests = start;
  await running?.terminate();
}
