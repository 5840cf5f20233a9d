import { useId } from "react";
import { CheckIcon } from "lucide-react";

import { Progress } from "@/components/ui/progress";
import type { BadgeProgress } from "@/lib/gamification/badges";
import { BadgeIcon, RARITY_LABEL } from "./badge-icon";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** The unlocked list and the in-progress list with progress bars. */
export function AchievementLists({
  items,
  headingLevel = "h3",
}: {
  items: BadgeProgress[];
  headingLevel?: "h2" | "h3";
}) {
  const unlockedId = useId();
  const progressId = useId();
  const unlocked = items.filter((a) => a.unlocked);
  const inProgress = items.filter((a) => !a.unlocked);
  const Heading = headingLevel;

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby={unlockedId} className="flex flex-col gap-3">
        <Heading id={unlockedId} className="text-sm font-semibold">
          Unlocked ({unlocked.length})
        </Heading>
        {unlocked.length === 0 ? (
          <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
            Nothing yet: generate your first bio to unlock Bio Beginner.
          </p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="unlocked-achievements">
            {unlocked.map((a) => (
              <li key={a.id} className="flex items-center gap-3 rounded-xl border bg-card p-3">
                <BadgeIcon name={a.icon} rarity={a.rarity} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold">
                    {a.title}
                    <span className="text-xs font-normal text-muted-foreground">{RARITY_LABEL[a.rarity]}</span>
                  </p>
                  <p className="text-[13px] text-muted-foreground">{a.description}</p>
                </div>
                <span className="flex shrink-0 items-center gap-1 text-xs text-success">
                  <CheckIcon aria-hidden="true" className="size-3.5" />
                  {a.unlockedAt ? dateFormat.format(new Date(a.unlockedAt)) : "Unlocked"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={progressId} className="flex flex-col gap-3">
        <Heading id={progressId} className="text-sm font-semibold">
          In progress ({inProgress.length})
        </Heading>
        {inProgress.length === 0 ? (
          <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">All unlocked. Legendary!</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="in-progress-achievements">
            {inProgress.map((a) => (
              <li key={a.id} className="flex items-center gap-3 rounded-xl border bg-card p-3">
                <BadgeIcon name={a.icon} rarity={a.rarity} locked />
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <div className="flex items-baseline justify-between gap-2">
                    <p className="text-sm font-semibold">{a.title}</p>
                    <p className="shrink-0 text-xs text-muted-foreground tabular-nums">
                      {a.progress}/{a.maxProgress}
                    </p>
                  </div>
                  <Progress value={a.progress} max={a.maxProgress} label={`${a.title} progress`} />
                  <p className="text-[13px] text-muted-foreground">{a.howTo}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
