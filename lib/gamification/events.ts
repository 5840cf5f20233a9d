import "server-only";
import {
  advanceDay,
  bumpStats,
  bumpStatsOnDay,
  claimDailyXp,
  completeChallenge,
  countChallengeCompletions,
  countVarietyTried,
  ensureStats,
  getUserTimeZone,
  listBadgeUnlocks,
  unlockBadge,
  type Client,
  type CounterField,
  type StatsRecord,
} from "@/lib/db/gamification";
import { countActivityDayLater } from "./activity-days";
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

/** Where an activity is recorded, when the caller knows more than the user id. */
export interface ActivityOptions {
  /** The user's stored time zone, when the caller has already read the user (saves a read). */
  timeZone?: string;
  /** The caller's transaction: counters, XP and streak commit or roll back with the action. */
  client?: Client;
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
  options: ActivityOptions = {},
): Promise<ActivityOutcome | null> {
  try {
    const applied = await applyActivity(userId, event, now, options);
    return applied && (await finishActivity(applied));
  } catch (error) {
    logActivityError(userId, event, error);
    return null;
  }
}

export function logActivityError(userId: string, event: ActivityEvent, error: unknown): void {
  console.error("[gamification] activity not recorded", {
    userId,
    kind: event.kind,
    error: error instanceof Error ? error.message : String(error),
  });
}

/** Counters, XP and streak written; badges and the heat map day still to do (`finishActivity`). */
export interface AppliedActivity {
  userId: string;
  event: ActivityEvent;
  now: Date;
  timeZone: string;
  today: string;
  after: StatsRecord;
  xpGained: number;
  /** False for an event that does not count (no day, no badges). */
  counted: boolean;
}

/**
 * The part of an activity that belongs with the action, in its transaction when `client` is one:
 * counters, XP (within the daily cap) and the streak. Usually two statements: the day's XP claim,
 * then one conditional update of the stats row. Throws on a database error (the transaction's
 * owner decides); null when there is no such user.
 */
export async function applyActivity(
  userId: string,
  event: ActivityEvent,
  now: Date,
  { timeZone: knownZone, client }: ActivityOptions = {},
): Promise<AppliedActivity | null> {
  const storedZone = knownZone ?? (await getUserTimeZone({ userId }, client));
  if (storedZone === null) return null; // no such user
  const timeZone = safeTimeZone(storedZone);
  const today = localDay(now, timeZone);
  const base = { userId, event, now, timeZone, today };

  const worth = effectOf(event);
  if (!worth) return { ...base, after: await ensureStats({ userId }, client), xpGained: 0, counted: false };
  // Past the day's cap for this kind of action the action still counts, for no XP.
  const withinCap = await claimDailyXp(
    { userId, day: today, kind: event.kind, xp: worth.xp, cap: DAILY_XP_CAP[event.kind] },
    client,
  );
  const effect: Effect = withinCap ? worth : { ...worth, xp: 0 };
  const increments = { ...effect.counters, xp: effect.xp };

  // The usual case: another activity on a day already counted for the streak.
  let after = await bumpStatsOnDay({ userId, day: today, now, increments }, client);
  let xpGained = effect.xp;
  if (after) return { ...base, after, xpGained, counted: true };

  let stats = await ensureStats({ userId }, client);
  for (let attempt = 0; attempt < MAX_DAY_ATTEMPTS && !after; attempt++) {
    const streak = nextStreak(stats, today);
    if (!streak.dayChanged) {
      after = await bumpStats({ userId, now, increments }, client);
      xpGained = effect.xp;
      break;
    }
    xpGained = effect.xp + (streak.grew ? XP_WEIGHTS.streak_day : 0);
    after = await advanceDay(
      {
        userId,
        fromDay: stats.lastActiveDay,
        toDay: today,
        currentStreak: streak.currentStreak,
        now,
        increments: { ...effect.counters, xp: xpGained },
      },
      client,
    );
    // Another request moved the day first: read what it wrote and decide again.
    if (!after) stats = await ensureStats({ userId }, client);
  }
  if (!after) {
    // Lost the race every time (practically impossible): count the event, leave the streak.
    xpGained = effect.xp;
    after = await bumpStats({ userId, now, increments }, client);
  }
  return { ...base, after, xpGained, counted: true };
}

/**
 * A generation's progress when its writes go in one plain transaction (saveGenerationDirect,
 * lib/db/generations.ts): the day it counts on in the user's time zone and the XP claim for it.
 * Only the usual case takes that path (a day already counted for the streak); the rest is
 * applyActivity's.
 */
export function generationProgressPlan(
  event: Extract<ActivityEvent, { kind: "bio_generated" }>,
  now: Date,
  storedZone: string,
) {
  const timeZone = safeTimeZone(storedZone);
  const today = localDay(now, timeZone);
  return {
    timeZone,
    today,
    claim: { day: today, kind: event.kind, xp: XP_WEIGHTS.bio_generated, cap: DAILY_XP_CAP.bio_generated },
  };
}

/**
 * After the action's transaction committed: the heat map's day (write-behind, nobody waits for
 * it) and the badges the activity earned, which the answer reports. Throws on a database error.
 */
export async function finishActivity(applied: AppliedActivity): Promise<ActivityOutcome> {
  const { userId, event, now, timeZone, today, after, xpGained } = applied;
  if (!applied.counted) return outcomeOf(after, 0, []);
  await countActivityDayLater(userId, today);
  const known = await knownUnlocks(userId);
  const variety = event.kind === "bio_generated" ? await varietyFor(userId, event, known) : null;
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

const TONE_BADGE = "tone-explorer";
const PLATFORM_BADGE = "platform-pro";

// Badges this process knows a user has unlocked. An unlock is never taken back (the rows go only
// with the account, whose id is never reused), so a badge found here needs no database work;
// one missing is tried with an insert, and the unique (userId, badgeId) pair answers for the
// unlocks other processes made. Bounded: the oldest user is forgotten first.
const MAX_KNOWN_USERS = 10_000;
const knownByUser = new Map<string, Set<string>>();

async function knownUnlocks(userId: string): Promise<Set<string>> {
  const cached = knownByUser.get(userId);
  if (cached) return cached;
  const known = new Set((await listBadgeUnlocks({ userId })).map((u) => u.badgeId));
  if (knownByUser.size >= MAX_KNOWN_USERS) {
    const oldest = knownByUser.keys().next().value;
    if (oldest !== undefined) knownByUser.delete(oldest);
  }
  return knownByUser.get(userId) ?? (knownByUser.set(userId, known), known);
}

// Tones and platforms this process has seen a user's saved generations in. A generation can
// raise the number tried only with a tone or platform not among them, so only then are they
// counted again in the database (and never once both badges are unlocked).
const triedByUser = new Map<string, { tones: Set<string>; platforms: Set<string> }>();

async function varietyFor(
  userId: string,
  event: { tone: string; platform: string },
  known: Set<string>,
): Promise<{ tones: string[]; platforms: string[] } | null> {
  if (known.has(TONE_BADGE) && known.has(PLATFORM_BADGE)) return null;
  const tried = triedByUser.get(userId);
  if (tried?.tones.has(event.tone) && tried.platforms.has(event.platform)) return null;
  const variety = await countVarietyTried({ userId });
  if (triedByUser.size >= MAX_KNOWN_USERS && !tried) {
    const oldest = triedByUser.keys().next().value;
    if (oldest !== undefined) triedByUser.delete(oldest);
  }
  triedByUser.set(userId, { tones: new Set(variety.tones), platforms: new Set(variety.platforms) });
  return variety;
}

/** Unlocks every badge the facts now earn that was not unlocked before; returns the new ones. */
async function unlockEarned(userId: string, now: Date, facts: ProgressFacts): Promise<UnlockedBadge[]> {
  const earned = earnedBadges(facts);
  if (earned.length === 0) return [];
  const known = await knownUnlocks(userId);
  const unlocked: UnlockedBadge[] = [];
  for (const badge of earned) {
    if (known.has(badge.id)) continue;
    // The unique (userId, badgeId) pair decides between parallel requests: one insert wins.
    const won = await unlockBadge({ userId, badgeId: badge.id, now });
    known.add(badge.id);
    if (won) {
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
