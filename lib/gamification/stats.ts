// The counters kept for each user: XP, what they have done, and their streaks. The database
// row, the progress shown on pages and the facts badges are measured from all extend this.

export interface StatsCounters {
  xp: number;
  biosGenerated: number;
  templatesUsed: number;
  premiumTemplatesUsed: number;
  biosShared: number;
  profilesCustomized: number;
  currentStreak: number;
  longestStreak: number;
}

/** The counters an activity increments (XP and streaks move by their own rules). */
export type CounterField = Exclude<keyof StatsCounters, "xp" | "currentStreak" | "longestStreak">;

/** A user with no activity yet. */
export const ZERO_COUNTERS: StatsCounters = {
  xp: 0,
  biosGenerated: 0,
  templatesUsed: 0,
  premiumTemplatesUsed: 0,
  biosShared: 0,
  profilesCustomized: 0,
  currentStreak: 0,
  longestStreak: 0,
};
