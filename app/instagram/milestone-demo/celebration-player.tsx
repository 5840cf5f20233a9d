"use client";

import { useState } from "react";
import { LayersIcon, PartyPopperIcon, SparklesIcon, TrophyIcon } from "lucide-react";

import { announceGamification } from "@/components/gamification/announce";
import { Celebration } from "@/components/generator/results/celebration";
import { Button } from "@/components/ui/button";
import type { ActivityOutcome, UnlockedBadge } from "@/lib/gamification/events";

// Plays the real celebrations with sample data: the same toast stack and level-up overlay that
// real unlocks use (components/gamification/gamification-feedback.tsx). Nothing is saved.

const CELEBRATION_MS = 2000;

function demoOutcome(patch: Partial<ActivityOutcome>): ActivityOutcome {
  return {
    xp: 108,
    xpGained: 10,
    level: 2,
    leveledUp: false,
    currentStreak: 3,
    longestStreak: 3,
    xpToNextLevel: 92,
    unlocked: [],
    ...patch,
  };
}

export function CelebrationPlayer({ samples }: { samples: UnlockedBadge[] }) {
  const [celebrating, setCelebrating] = useState(false);
  const [next, setNext] = useState(0);

  const playToast = () => {
    const badge = samples[next % samples.length];
    setNext((n) => n + 1);
    if (badge) announceGamification(demoOutcome({ unlocked: [badge] }));
  };
  const playStack = () => {
    announceGamification(demoOutcome({ unlocked: samples.slice(0, 6) }));
  };
  const playLevelUp = () =>
    announceGamification(demoOutcome({ leveledUp: true, level: 5, xp: 402, xpToNextLevel: 98 }));
  const playBios = () => {
    setCelebrating(true);
    window.setTimeout(() => setCelebrating(false), CELEBRATION_MS);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="outline" className="min-h-11 justify-start" onClick={playToast}>
          <TrophyIcon aria-hidden="true" />
          Achievement toast
        </Button>
        <Button variant="outline" className="min-h-11 justify-start" onClick={playStack}>
          <LayersIcon aria-hidden="true" />
          Several unlocks at once
        </Button>
        <Button variant="outline" className="min-h-11 justify-start" onClick={playLevelUp}>
          <PartyPopperIcon aria-hidden="true" />
          Level-up overlay
        </Button>
        <Button variant="outline" className="min-h-11 justify-start" onClick={playBios}>
          <SparklesIcon aria-hidden="true" />
          New bios celebration
        </Button>
      </div>
      <div>{celebrating && <Celebration count={3} />}</div>
    </div>
  );
}
