import type { BadgeProgress } from "@/lib/gamification/badges";
import type { LevelProgress } from "@/lib/gamification/rules";

/** What the generator's Progress tab and summary card show about gamification. */
export interface GamificationSnapshot {
  level: LevelProgress;
  currentStreak: number;
  longestStreak: number;
  achievements: BadgeProgress[];
}

/** Picks the snapshot out of a GET /api/gamification answer (or the server's progress). */
export function toSnapshot(progress: {
  level: LevelProgress;
  stats: { currentStreak: number; longestStreak: number };
  achievements: BadgeProgress[];
}): GamificationSnapshot {
  return {
    level: progress.level,
    currentStreak: progress.stats.currentStreak,
    longestStreak: progress.stats.longestStreak,
    achievements: progress.achievements,
  };
}
