"use client";

import { useEffect, useState } from "react";

import type { BadgeProgress } from "@/lib/gamification/badges";
import { AchievementLists } from "./achievement-lists";
import { subscribeGamification } from "./announce";
import { LevelCard } from "./level-card";
import type { GamificationSnapshot } from "./snapshot";

// The generator's Progress tab and summary card start from the server's snapshot and, after each
// event that reports an outcome, read GET /api/gamification once more (shared between instances)
// so counters and progress bars follow what the user just did.

let inflight: Promise<GamificationSnapshot | null> | null = null;
/** The newest snapshot this page has read, for a view mounted later (the Progress tab). Only
 * ever written in the browser, after an outcome, so server renders never share it. */
let latest: GamificationSnapshot | null = null;

function isSnapshotBody(body: unknown): body is {
  level: GamificationSnapshot["level"];
  stats: { currentStreak: number; longestStreak: number };
  achievements: BadgeProgress[];
} {
  if (typeof body !== "object" || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof b.level === "object" && typeof b.stats === "object" && Array.isArray(b.achievements);
}

function refetch(): Promise<GamificationSnapshot | null> {
  inflight ??= fetch("/api/gamification", { credentials: "same-origin", cache: "no-store" })
    .then(async (res) => {
      if (!res.ok) return null;
      const body: unknown = await res.json();
      if (!isSnapshotBody(body)) return null;
      return {
        level: body.level,
        currentStreak: body.stats.currentStreak,
        longestStreak: body.stats.longestStreak,
        achievements: body.achievements,
      };
    })
    .catch(() => null)
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export function useLiveGamification(initial: GamificationSnapshot): GamificationSnapshot {
  const [snapshot, setSnapshot] = useState(() => latest ?? initial);
  useEffect(
    () =>
      subscribeGamification((outcome) => {
        // The outcome already has level, XP and streak: show them at once, then the full picture.
        setSnapshot((current) => ({
          ...current,
          currentStreak: outcome.currentStreak,
          longestStreak: Math.max(current.longestStreak, outcome.longestStreak),
          level: {
            level: outcome.level,
            xp: outcome.xp,
            xpIntoLevel: outcome.xp - (outcome.level - 1) * 100,
            xpToNextLevel: outcome.xpToNextLevel,
            nextLevelAt: outcome.level * 100,
          },
        }));
        void refetch().then((next) => {
          if (!next) return;
          latest = next;
          setSnapshot(next);
        });
      }),
    [],
  );
  return snapshot;
}

/** The Progress tab's achievements view: level card, unlocked and in-progress lists. */
export function LiveAchievementsView({ initial }: { initial: GamificationSnapshot }) {
  const snapshot = useLiveGamification(initial);
  return (
    <div className="flex flex-col gap-4" data-testid="achievements-view">
      <LevelCard level={snapshot.level} currentStreak={snapshot.currentStreak} longestStreak={snapshot.longestStreak} />
      <AchievementLists items={snapshot.achievements} headingLevel="h3" />
    </div>
  );
}

/** The summary card's gamification line: level, XP bar, streak and achievements unlocked. */
export function LiveLevelSummary({ initial }: { initial: GamificationSnapshot }) {
  const snapshot = useLiveGamification(initial);
  const unlocked = snapshot.achievements.filter((a) => a.unlocked).length;
  return (
    <div className="flex flex-col gap-3">
      <LevelCard
        level={snapshot.level}
        currentStreak={snapshot.currentStreak}
        longestStreak={snapshot.longestStreak}
        className="shadow-none"
      />
      <p className="text-xs text-muted-foreground" data-testid="achievements-count">
        {unlocked} of {snapshot.achievements.length} achievements unlocked
      </p>
    </div>
  );
}
