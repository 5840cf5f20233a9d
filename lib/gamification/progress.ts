import "server-only";
import { cache } from "react";
import {
  countVarietyTried,
  EMPTY_STATS,
  getStats,
  getUserTimeZone,
  listActivityDays,
  listBadgeUnlocks,
  listChallengeCompletions,
} from "@/lib/db/gamification";
import type { ProgressFacts } from "./achievements";
import { activityDaysWritten } from "./activity-days";
import type { StatsCounters } from "./stats";
import { ALL_BADGES, badgeProgress, type BadgeProgress } from "./badges";
import { levelProgress, streakOnLoad, type LevelProgress } from "./rules";
import { addDays, localDay, safeTimeZone } from "./time-zone";

// A signed-in user's progress as pages and GET /api/gamification show it: counters, level,
// streak (the on-load rule applied), every badge with its progress, and active days.

/** Days of history the heat map shows (26 weeks). */
export const HEAT_MAP_DAYS = 26 * 7;

export interface GamificationProgress {
  timeZone: string;
  today: string;
  stats: Omit<StatsCounters, "xp"> & {
    lastActiveDay: string | null;
    lastActivity: string | null;
    tonesTried: string[];
    platformsTried: string[];
  };
  level: LevelProgress;
  achievements: BadgeProgress[];
  badges: BadgeProgress[];
  activityDays: { day: string; count: number }[];
  completedChallenges: string[];
}

export const getGamificationProgress = cache(async function getGamificationProgress(
  userId: string,
  now: Date = new Date(),
): Promise<GamificationProgress> {
  // The heat map's counts wait in a write-behind queue for a few milliseconds: written first.
  const [storedZone] = await Promise.all([getUserTimeZone({ userId }), activityDaysWritten()]);
  const timeZone = safeTimeZone(storedZone);
  const today = localDay(now, timeZone);
  const [row, unlocks, variety, days, challenges] = await Promise.all([
    getStats({ userId }),
    listBadgeUnlocks({ userId }),
    countVarietyTried({ userId }),
    listActivityDays({ userId, from: addDays(today, -(HEAT_MAP_DAYS - 1)) }),
    listChallengeCompletions({ userId }),
  ]);
  const stats = row ?? EMPTY_STATS;
  const { xp: _xp, lastActivity, ...counters } = stats;
  const currentStreak = streakOnLoad(stats, today);
  const level = levelProgress(stats.xp);
  const facts: ProgressFacts = {
    ...stats,
    currentStreak,
    level: level.level,
    tonesTried: variety.tones.length,
    platformsTried: variety.platforms.length,
    challengesCompleted: challenges.length,
    generationHour: null,
  };
  const unlockedAt = new Map(unlocks.map((u) => [u.badgeId, u.unlockedAt]));
  const all = ALL_BADGES.map((badge) => badgeProgress(badge, facts, unlockedAt.get(badge.id) ?? null));
  return {
    timeZone,
    today,
    stats: {
      ...counters,
      currentStreak,
      lastActivity: lastActivity ? lastActivity.toISOString() : null,
      tonesTried: variety.tones,
      platformsTried: variety.platforms,
    },
    level,
    achievements: all.filter((b) => b.achievement),
    badges: all,
    activityDays: days,
    completedChallenges: challenges.map((c) => c.challengeId),
  };
});
