import type { ActivityOutcome } from "@/lib/gamification/events";

// A tiny emitter between the code that receives a `gamification` outcome from the server
// (generator, share, template use, profile) and <GamificationFeedback />, mounted once in the
// root layout, which shows the achievement toasts and the level-up overlay.

type Listener = (outcome: ActivityOutcome) => void;
const listeners = new Set<Listener>();

/** Shows what an outcome unlocked (toasts) and a level-up (overlay). null/undefined: nothing. */
export function announceGamification(outcome: ActivityOutcome | null | undefined): void {
  if (!outcome) return;
  for (const listener of listeners) listener(outcome);
}

export function subscribeGamification(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
