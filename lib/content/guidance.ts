// The guidance overlays' rules that run in the browser (timings, tutorial progress), apart from
// their content: the content reads the plans config and through it the server's environment
// (and zod), which must not reach the browser.

/** Onboarding opens 1.5 s after load, fades in over 0.8 s, out over 0.4 s. */
export const ONBOARDING_TIMING = { openDelayMs: 1500, fadeInMs: 800, fadeOutMs: 400 } as const;

/** The tour opens 1 s after its button; advances 500 ms after the voice, or after 6 s without voice. */
export const TOUR_TIMING = { openDelayMs: 1000, afterVoiceMs: 500, silentStepMs: 6000 } as const;

/** The tutorial's progress is step/total as a percentage (step counted from 1). */
export function tutorialProgress(index: number, total: number): number {
  if (total <= 0) return 0;
  const step = Math.min(Math.max(index + 1, 1), total);
  return Math.round((step / total) * 100);
}
