import { FlameIcon, TrophyIcon } from "lucide-react";

import { Progress } from "@/components/ui/progress";
import type { LevelProgress } from "@/lib/gamification/rules";
import { cn } from "@/lib/utils";

const number = new Intl.NumberFormat("en-US");

/** The level card: level, XP with the bar to the next level, and the streak. */
export function LevelCard({
  level,
  currentStreak,
  longestStreak,
  className,
}: {
  level: LevelProgress;
  currentStreak: number;
  longestStreak: number;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label="Your level"
      data-testid="level-card"
      className={cn(
        "flex flex-col gap-4 rounded-xl border bg-linear-to-br from-primary/10 via-card to-card p-4 text-card-foreground shadow-sm sm:p-5",
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground"
          >
            <TrophyIcon className="size-6" />
          </span>
          <div>
            <p className="text-sm text-muted-foreground">Level</p>
            <p className="text-2xl font-bold tracking-tight tabular-nums" data-testid="level-value">
              {level.level}
            </p>
          </div>
        </div>
        <div className="text-right">
          <p className="text-sm text-muted-foreground">Total XP</p>
          <p className="text-2xl font-bold tracking-tight tabular-nums" data-testid="xp-value">
            {number.format(level.xp)}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Progress value={level.xpIntoLevel} max={100} label={`XP towards level ${level.level + 1}`} className="h-2.5" />
        <p className="text-xs text-muted-foreground tabular-nums">
          {number.format(level.xpToNextLevel)} XP to level {level.level + 1}
        </p>
      </div>
      <p className="flex items-center gap-2 text-sm">
        <FlameIcon
          aria-hidden="true"
          className={cn("size-4", currentStreak > 0 ? "text-warning" : "text-muted-foreground")}
        />
        <span>
          <strong className="tabular-nums" data-testid="streak-value">
            {currentStreak}
          </strong>
          -day streak
          <span className="text-muted-foreground"> · best {longestStreak}</span>
        </span>
      </p>
    </div>
  );
}
