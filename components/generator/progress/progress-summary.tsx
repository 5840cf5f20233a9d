import { useId } from "react";
import { PenLineIcon, ZapIcon } from "lucide-react";

import { LiveLevelSummary } from "@/components/gamification/live-progress";
import type { GamificationSnapshot } from "@/components/gamification/snapshot";
import { Progress } from "@/components/ui/progress";

const number = new Intl.NumberFormat("en-US");

/** The signed-in summary: bios generated so far and generations left this month. */
export function ProgressSummary({
  biosGenerated,
  remaining,
  limit,
  gamification,
}: {
  biosGenerated: number;
  /** null: unlimited. */
  remaining: number | null;
  /** The monthly allowance; null when unlimited. */
  limit: number | null;
  /** Level, XP and streak (docs/product.md#gamification); absent, the card shows usage only. */
  gamification?: GamificationSnapshot;
}) {
  const titleId = useId();
  const allowance = limit !== null && remaining !== null ? Math.max(limit, remaining) : null;

  return (
    <section
      aria-labelledby={titleId}
      data-testid="progress-summary"
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <h3 id={titleId} className="text-base font-semibold">
        Your progress
      </h3>
      {gamification && <LiveLevelSummary initial={gamification} />}
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <PenLineIcon aria-hidden="true" className="size-3.5" />
            Bios generated
          </dt>
          <dd className="order-first text-2xl font-bold tabular-nums" data-testid="bios-generated">
            {number.format(biosGenerated)}
          </dd>
        </div>
        <div className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <ZapIcon aria-hidden="true" className="size-3.5" />
            Generations left
          </dt>
          <dd className="order-first text-2xl font-bold tabular-nums" data-testid="generations-left">
            {remaining === null ? "Unlimited" : number.format(remaining)}
          </dd>
        </div>
      </dl>
      {allowance !== null && remaining !== null && (
        <div className="flex flex-col gap-1.5">
          <Progress value={allowance - remaining} max={Math.max(allowance, 1)} label="Generations used this month" />
          <p className="text-xs text-muted-foreground">
            {number.format(allowance - remaining)} of {number.format(allowance)} used this month
          </p>
        </div>
      )}
    </section>
  );
}
