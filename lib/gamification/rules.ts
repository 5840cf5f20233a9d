import { addDays } from "./time-zone";

// The gamification rules (docs/product.md#gamification) as pure functions: XP weights, levels and the
// streak transition. The server applies them (lib/gamification/events.ts); tests pass the clock.

/** XP per event. A streak day is the day the streak grows by one. */
export const XP_WEIGHTS = {
  bio_generated: 10,
  template_used: 5,
  bio_shared: 15,
  profile_customized: 20,
  streak_day: 8,
} as const;

/**
 * The most XP one kind of action earns on one of the user's days. Past it the action still works
 * and still counts for badges, but earns no more XP, so repeating it cannot farm levels.
 * Multiples of the weights: an action earns its full XP or none. The streak day is not capped.
 */
export const DAILY_XP_CAP = {
  bio_generated: 20 * XP_WEIGHTS.bio_generated,
  template_used: 20 * XP_WEIGHTS.template_used,
  bio_shared: 10 * XP_WEIGHTS.bio_shared,
  profile_customized: 5 * XP_WEIGHTS.profile_customized,
} as const;

/** A level is 100 XP. */
export const LEVEL_SIZE = 100;

/** floor(XP / 100) + 1. Negative or broken values count as 0 XP. */
export function levelFor(xp: number): number {
  const safe = Number.isFinite(xp) && xp > 0 ? Math.floor(xp) : 0;
  return Math.floor(safe / LEVEL_SIZE) + 1;
}

export interface LevelProgress {
  level: number;
  xp: number;
  /** XP earned inside the current level (0–99). */
  xpIntoLevel: number;
  /** XP still needed for the next level (1–100). */
  xpToNextLevel: number;
  /** The total XP at which the next level starts. */
  nextLevelAt: number;
}

export function levelProgress(xp: number): LevelProgress {
  const safe = Number.isFinite(xp) && xp > 0 ? Math.floor(xp) : 0;
  const level = levelFor(safe);
  const nextLevelAt = level * LEVEL_SIZE;
  return {
    level,
    xp: safe,
    xpIntoLevel: safe - (level - 1) * LEVEL_SIZE,
    xpToNextLevel: nextLevelAt - safe,
    nextLevelAt,
  };
}

/** True when going from `before` to `after` XP crosses into a higher level. */
export function leveledUp(before: number, after: number): boolean {
  return levelFor(after) > levelFor(before);
}

export interface StreakState {
  /** The user's local day of the last activity, "YYYY-MM-DD", or null before any. */
  lastActiveDay: string | null;
  currentStreak: number;
}

export interface StreakTransition {
  currentStreak: number;
  /** True when the streak grew by a day (worth XP_WEIGHTS.streak_day). */
  grew: boolean;
  /** True when the stored last-active day moves to `today`. */
  dayChanged: boolean;
}

/**
 * On each activity: same day as the last activity leaves the streak unchanged; last
 * activity yesterday, or none, adds 1; otherwise it restarts at 1. A last day later than today
 * (the user moved west across the date line) counts as the same day: a streak never goes back.
 */
export function nextStreak(state: StreakState, today: string): StreakTransition {
  const current = Math.max(0, Math.floor(state.currentStreak) || 0);
  if (state.lastActiveDay !== null && state.lastActiveDay >= today) {
    return { currentStreak: current, grew: false, dayChanged: false };
  }
  if (state.lastActiveDay === null || state.lastActiveDay === addDays(today, -1)) {
    return { currentStreak: current + 1, grew: true, dayChanged: true };
  }
  // A missed day: a new streak of one day. It is a fresh streak day, so it grows from 0.
  return { currentStreak: 1, grew: true, dayChanged: true };
}

/** On load: a last activity neither today nor yesterday means the streak is 0. */
export function streakOnLoad(state: StreakState, today: string): number {
  if (state.lastActiveDay === null) return 0;
  if (state.lastActiveDay >= addDays(today, -1)) return Math.max(0, state.currentStreak);
  return 0;
}
