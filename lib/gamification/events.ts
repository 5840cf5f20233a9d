import "server-only";
import {
  advanceDay,
  bumpStats,
  claimDailyXp,
  completeChallenge,
  countActivityDay,
  countChallengeCompletions,
  countVarietyTried,
  ensureStats,
  getUserTimeZone,
  listBadgeUnlocks,
  unlockBadge,
  type CounterField,
  type StatsRecord,
} from "@/lib/db/gamification";
import type { ProgressFacts, Rarity } from "./achievements";
import { earnedBadges } from "./badges";
import { DAILY_XP_CAP, leveledUp, levelFor, levelProgress, nextStreak, XP_WEIGHTS } from "./rules";
import { localDay, localHour, safeTimeZone } from "./time-zone";

// The one entry point through which features report what a user did (docs/product.md#gamification).
// Generating, using a template, sharing and customising a profile call
// `recordActivity`; it updates counters, XP, level, streak and unlocks, and tells
// the caller what changed so the response can carry it to the UI.
//
// Concurrency: there is no read-modify-write. Counters and XP move with atomic increments; the
// streak moves to a new day with a compare-and-set on the stored last active day (retried when
// a parallel request moved it first), carrying that request's increments in the same statement;
// unlocks are inserts guarded by the (userId, badgeId) unique constraint. So 20 parallel events
// count 20 times, add the streak day once and unlock each badge once, on SQLite and PostgreSQL.

export type ActivityEvent =
  | { kind: "bio_generated"; tone: string; platform: string }
  | { kind: "template_used"; templateId: string; isPremium: boolean }
  | { kind: "bio_shared" }
  | { kind: "profile_customized"; withAvatar: boolean };

export interface UnlockedBadge {
  id: string;
  title: string;
  description: string;
  icon: string;
  rarity: Rarity;
  /** True for the eight achievements, false for the other badges. */
  achievement: boolean;
}

/** What one event changed; sent back to the client as `gamification`. */
export interface ActivityOutcome {
  xp: number;
  xpGained: number;
  level: number;
  leveledUp: boolean;
  currentStreak: number;
  unlocked: UnlockedBadge[];
  longestStreak: number;
  /** XP still needed for the next level. */
  xpToNextLevel: number;
}

const MAX_DAY_ATTEMPTS = 5;

type Effect = { counters: Partial<Record<CounterField, number>>; xp: number };

/** What an event is worth; null when it does not count (a profile saved without an avatar). */
function effectOf(event: ActivityEvent): Effect | null {
  switch (event.kind) {
    case "bio_generated":
      return { counters: { biosGenerated: 1 }, xp: XP_WEIGHTS.bio_generated };
    case "template_used":
      return {
        counters: { templatesUsed: 1, ...(event.isPremium ? { premiumTemplatesUsed: 1 } : {}) },
        xp: XP_WEIGHTS.template_used,
      };
    case "bio_shared":
      return { counters: { biosShared: 1 }, xp: XP_WEIGHTS.bio_shared };
    case "profile_customized":
      // What counts is customising the profile with an avatar.
      return event.withAvatar ? { counters: { profilesCustomized: 1 }, xp: XP_WEIGHTS.profile_customized } : null;
  }
}

/**
 * Records one activity for a user. Never throws for gamification reasons: a
 * failure here must not fail the action the user took (it is logged, null returned).
 * `now` is the moment of the activity; tests pass it to move the clock.
 */
export async function recordActivity(
  userId: string,
  event: ActivityEvent,
  now: Date = new Date(),
): Promise<ActivityOutcome | null> {
  try {
    return await applyActivity(userId, event, now);
  } catch (error) {
    console.error("[gamification] activity not recorded", {
      userId,
      kind: event.kind,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

async function applyActivity(userId: string, event: ActivityEvent, now: Date): Promise<ActivityOutcome | null> {
  const storedZone = await getUserTimeZone({ userId });
  if (storedZone === null) return null; // no such user
  const timeZone = safeTimeZone(storedZone);
  const today = localDay(now, timeZone);

  let stats = await ensureStats({ userId });
  const worth = effectOf(event);
  if (!worth) return outcomeOf(stats, 0, []);
  // Past the day's cap for this kind of action the action still counts, for no XP.
  const withinCap = await claimDailyXp({
    userId,
    day: today,
    kind: event.kind,
    xp: worth.xp,
    cap: DAILY_XP_CAP[event.kind],
  });
  const effect: Effect = withinCap ? worth : { ...worth, xp: 0 };

  let after: StatsRecord | null = null;
  let xpGained = effect.xp;
  for (let attempt = 0; attempt < MAX_DAY_ATTEMPTS && !after; attempt++) {
    const streak = nextStreak(stats, today);
    if (!streak.dayChanged) {
      after = await bumpStats({ userId, now, increments: { ...effect.counters, xp: effect.xp } });
      xpGained = effect.xp;
      break;
    }
    xpGained = effect.xp + (streak.grew ? XP_WEIGHTS.streak_day : 0);
    after = await advanceDay({
      userId,
      fromDay: stats.lastActiveDay,
      toDay: today,
      currentStreak: streak.currentStreak,
      now,
      increments: { ...effect.counters, xp: xpGained },
    });
    // Another request moved the day first: read what it wrote and decide again.
    if (!after) stats = await ensureStats({ userId });
  }
  if (!after) {
    // Lost the race every time (practically impossible): count the event, leave the streak.
    xpGained = effect.xp;
    after = await bumpStats({ userId, now, increments: { ...effect.counters, xp: effect.xp } });
  }
  await countActivityDay({ userId, day: today });

  const variety = event.kind === "bio_generated" ? await countVarietyTried({ userId }) : null;
  const unlocked = await unlockEarned(userId, now, {
    ...factsOf(after),
    tonesTried: variety?.tones.length ?? 0,
    platformsTried: variety?.platforms.length ?? 0,
    generationHour: event.kind === "bio_generated" ? localHour(now, timeZone) : null,
  });
  return outcomeOf(after, xpGained, unlocked);
}

export interface ChallengeReward {
  /** False when the user had completed this challenge before: no XP the second time. */
  firstTime: boolean;
  outcome: ActivityOutcome;
}

/** A challenge answered correctly by a signed-in user: its XP once, and the learning badges. */
export async function recordChallengeCompletion(
  userId: string,
  challenge: { id: string; xp: number },
  now: Date = new Date(),
): Promise<ChallengeReward | null> {
  try {
    const stats = await ensureStats({ userId });
    const firstTime = await completeChallenge({ userId, challengeId: challenge.id, xp: challenge.xp, now });
    if (!firstTime) return { firstTime, outcome: outcomeOf(stats, 0, []) };
    const after = await bumpStats({ userId, now: null, increments: { xp: challenge.xp } });
    const unlocked = await unlockEarned(userId, now, {
      ...factsOf(after),
      challengesCompleted: await countChallengeCompletions({ userId }),
    });
    return { firstTime, outcome: outcomeOf(after, challenge.xp, unlocked) };
  } catch (error) {
    console.error("[gamification] challenge not recorded", {
      userId,
      challengeId: challenge.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

function factsOf(stats: StatsRecord): ProgressFacts {
  return {
    ...stats,
    level: levelFor(stats.xp),
    tonesTried: 0,
    platformsTried: 0,
    challengesCompleted: 0,
    generationHour: null,
  };
}

/** Unlocks every badge the facts now earn that was not unlocked before; returns the new ones. */
async function unlockEarned(userId: string, now: Date, facts: ProgressFacts): Promise<UnlockedBadge[]> {
  const earned = earnedBadges(facts);
  if (earned.length === 0) return [];
  const before = new Set((await listBadgeUnlocks({ userId })).map((u) => u.badgeId));
  const unlocked: UnlockedBadge[] = [];
  for (const badge of earned) {
    if (before.has(badge.id)) continue;
    // The unique (userId, badgeId) pair decides between parallel requests: one insert wins.
    if (await unlockBadge({ userId, badgeId: badge.id, now })) {
      unlocked.push({
        id: badge.id,
        title: badge.title,
        description: badge.description,
        icon: badge.icon,
        rarity: badge.rarity,
        achievement: badge.achievement,
      });
    }
  }
  return unlocked;
}

function outcomeOf(stats: StatsRecord, xpGained: number, unlocked: UnlockedBadge[]): ActivityOutcome {
  return {
    xp: stats.xp,
    xpGained,
    level: levelFor(stats.xp),
    // Increments are serialised by the database, so exactly one request sees each crossing.
    leveledUp: xpGained > 0 && leveledUp(stats.xp - xpGained, stats.xp),
    currentStreak: stats.currentStreak,
    longestStreak: stats.longestStreak,
    xpToNextLevel: levelProgress(stats.xp).xpToNextLevel,
    unlocked,
  };
}
