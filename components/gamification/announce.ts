import type { ActivityOutcome } from "@/lib/gamification/events";

// A tiny emitter between the code that receives a `gamification` outcome from the server
// (generator, share, template use, profile) and <GamificationFeedback />, which shows the
// achievement toasts and the level-up overlay. The feedback's code is not part of a page's
// first load: the first outcome of a visit asks the layout's <DeferredChrome /> to mount it
// and waits in `pending` until it subscribes.

type Listener = (outcome: ActivityOutcome) => void;
const listeners = new Set<Listener>();
const demandListeners = new Set<() => void>();
const pending: ActivityOutcome[] = [];

/** Shows what an outcome unlocked (toasts) and a level-up (overlay). null/undefined: nothing. */
export function announceGamification(outcome: ActivityOutcome | null | undefined): void {
  if (!outcome) return;
  if (listeners.size === 0) {
    pending.push(outcome);
    for (const listener of demandListeners) listener();
    return;
  }
  for (const listener of listeners) listener(outcome);
}

/** Receives every outcome, starting with those announced before anyone listened. */
export function subscribeGamification(listener: Listener): () => void {
  listeners.add(listener);
  for (const outcome of pending.splice(0)) listener(outcome);
  return () => {
    listeners.delete(listener);
  };
}

/** The layout's host listens here and mounts the feedback on the first outcome. */
export function onGamificationDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  if (pending.length > 0) listener();
  return () => {
    demandListeners.delete(listener);
  };
}
