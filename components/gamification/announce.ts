import type { ActivityOutcome } from "@/lib/gamification/events";

// A tiny emitter between the code that receives a `gamification` outcome from the server
// (generator, share, template use, profile) and those who show it: <GamificationFeedback />
// (achievement toasts, level-up overlay) and live views such as the progress card.
// The feedback's code is not part of a page's first load: the first outcome of a visit asks
// the layout's <DeferredChrome /> to mount it, and waits in `pending` until it subscribes.

type Listener = (outcome: ActivityOutcome) => void;
const listeners = new Set<Listener>();
const demandListeners = new Set<() => void>();
const pending: ActivityOutcome[] = [];
let feedback: Listener | null = null;

/** Shows what an outcome unlocked (toasts) and a level-up (overlay). null/undefined: nothing. */
export function announceGamification(outcome: ActivityOutcome | null | undefined): void {
  if (!outcome) return;
  for (const listener of listeners) listener(outcome);
  if (feedback) {
    feedback(outcome);
    return;
  }
  pending.push(outcome);
  for (const listener of demandListeners) listener();
}

/** Live views: every outcome from now on. */
export function subscribeGamification(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The feedback: every outcome, starting with those announced before it mounted. */
export function subscribeFeedback(listener: Listener): () => void {
  feedback = listener;
  for (const outcome of pending.splice(0)) listener(outcome);
  return () => {
    if (feedback === listener) feedback = null;
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
