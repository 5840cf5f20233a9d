import { CheckCircle2Icon, LockIcon } from "lucide-react";

import { Progress } from "@/components/ui/progress";
import type { BadgeProgress } from "@/lib/gamification/badges";
import { cn } from "@/lib/utils";
import { BadgeIcon, RARITY_LABEL } from "./badge-icon";

type CatalogueBadge = Omit<BadgeProgress, "progress" | "unlocked" | "unlockedAt"> & {
  progress: number | null;
  unlocked: boolean | null;
};

/**
 * Every badge with its rarity and how to earn it. With progress (signed in) it shows locked or
 * unlocked and a bar; without (a visitor) only the catalogue, no made-up numbers.
 */
export function BadgeGrid({ badges }: { badges: CatalogueBadge[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="badge-grid">
      {badges.map((badge) => (
        <li
          key={badge.id}
          data-badge={badge.id}
          data-state={badge.unlocked === null ? "catalogue" : badge.unlocked ? "unlocked" : "locked"}
          className={cn(
            "flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm",
            badge.unlocked && "border-primary/40",
          )}
        >
          <div className="flex items-start gap-3">
            <BadgeIcon name={badge.icon} rarity={badge.rarity} locked={badge.unlocked === false} />
            <div className="min-w-0 flex-1">
              <h3 className="text-sm font-semibold">{badge.title}</h3>
              <p className="text-xs text-muted-foreground">
                {RARITY_LABEL[badge.rarity]} · {badge.achievement ? "Achievement" : "Badge"}
              </p>
            </div>
            {badge.unlocked === true && (
              <span className="flex items-center gap-1 text-xs font-medium text-success">
                <CheckCircle2Icon aria-hidden="true" className="size-4" />
                Unlocked
              </span>
            )}
            {badge.unlocked === false && (
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                <LockIcon aria-hidden="true" className="size-3.5" />
                Locked
              </span>
            )}
          </div>
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground">How to earn it: </span>
            {badge.howTo}
          </p>
          {badge.progress !== null && !badge.unlocked && (
            <div className="flex items-center gap-2">
              <Progress value={badge.progress} max={badge.maxProgress} label={`${badge.title} progress`} />
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {badge.progress}/{badge.maxProgress}
              </span>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The catalogue for a visitor: the rules without any progress. */
export function catalogueOf(
  badges: readonly {
    id: string;
    title: string;
    description: string;
    howTo: string;
    icon: string;
    rarity: BadgeProgress["rarity"];
    category: BadgeProgress["category"];
    achievement: boolean;
    target: number;
  }[],
): CatalogueBadge[] {
  return badges.map((b) => ({
    id: b.id,
    title: b.title,
    description: b.description,
    howTo: b.howTo,
    icon: b.icon,
    rarity: b.rarity,
    category: b.category,
    achievement: b.achievement,
    maxProgress: b.target,
    progress: null,
    unlocked: null,
  }));
}
