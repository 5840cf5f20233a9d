import type { ActivityOutcome, UnlockedBadge } from "@/lib/gamification/events";

// The browser's check of a `gamification` field in an API answer (generate, share, template
// use, profile): a malformed one is ignored rather than breaking the page.

const RARITIES = new Set(["common", "rare", "epic", "legendary"]);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

function parseUnlocked(value: unknown): UnlockedBadge | null {
  if (!isRecord(value)) return null;
  const { id, title, description, icon, rarity, achievement } = value;
  if (!isText(id) || !isText(title) || typeof description !== "string" || !isText(icon)) return null;
  if (typeof rarity !== "string" || !RARITIES.has(rarity)) return null;
  return { id, title, description, icon, rarity: rarity as UnlockedBadge["rarity"], achievement: achievement === true };
}

export function parseActivityOutcome(value: unknown): ActivityOutcome | null {
  if (!isRecord(value)) return null;
  const { xp, xpGained, level, leveledUp, currentStreak, longestStreak, xpToNextLevel, unlocked } = value;
  if (!isCount(xp) || !isCount(xpGained) || !isCount(level) || !isCount(currentStreak)) return null;
  return {
    xp,
    xpGained,
    level,
    leveledUp: leveledUp === true,
    currentStreak,
    longestStreak: isCount(longestStreak) ? longestStreak : currentStreak,
    xpToNextLevel: isCount(xpToNextLevel) ? xpToNextLevel : 0,
    unlocked: Array.isArray(unlocked) ? unlocked.map(parseUnlocked).filter((u): u is UnlockedBadge => u !== null) : [],
  };
}
