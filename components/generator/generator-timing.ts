// The generator's timings (docs/product.md#generator), in one place so the loading panel, the celebration and
// the tests agree.

/** How long each loading step shows: analysing, matching tone, generating, finishing touches. */
export const LOADING_STEP_MS = [1000, 800, 1200, 600] as const;

/**
 * The bios are revealed once the answer is in and the last step has had its 600 ms; a slow
 * answer keeps the panel on the last step until it arrives.
 */
export const LOADING_MIN_MS = LOADING_STEP_MS.reduce((sum, ms) => sum + ms, 0);

export const CELEBRATION_MS = 2000;

/** Description ideas are asked for once typing pauses this long. */
export const SUGGESTIONS_DEBOUNCE_MS = 400;

/** The live stats banner refreshes this often. */
export const LIVE_STATS_POLL_MS = 30_000;
