import type { ReactNode } from "react";
import { CrownIcon, InfinityIcon, PenLineIcon, TrophyIcon, ZapIcon } from "lucide-react";

import { LiveAchievementsView } from "@/components/gamification/live-progress";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { nextQuotaReset } from "@/lib/config/plans";
import { cn } from "@/lib/utils";
import { monthlyUsage, type ProgressStats } from "./monthly-usage";

// No "use client" and no state: it renders on the server as well as inside the client result card.

const number = new Intl.NumberFormat("en-US");
// Quotas reset at the start of a UTC month (lib/config/plans.ts); print that date in UTC too.
const resetDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export function ProgressPanel({ stats }: { stats: ProgressStats }) {
  const usage = monthlyUsage(stats);
  const resets = resetDate.format(nextQuotaReset());
  const paid = usage.plan.id === "premium" || usage.plan.id === "pro";

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3">
        <Stat icon={<PenLineIcon />} label="Bios generated" value={number.format(Math.max(0, stats.biosGenerated))} />
        <Stat
          icon={usage.unlimited ? <InfinityIcon /> : <ZapIcon />}
          label="Generations left this month"
          value={usage.remaining === null ? "Unlimited" : number.format(usage.remaining)}
          tone={usage.low ? "warning" : undefined}
        />
        <Stat
          icon={<CrownIcon />}
          label="Plan"
          value={
            <Badge
              variant={paid ? "gradient" : usage.plan.id === "expired" ? "destructive" : "secondary"}
              className="px-3 text-sm"
            >
              {usage.plan.name}
            </Badge>
          }
        />
      </dl>

      <div className="flex flex-col gap-2.5 rounded-xl border bg-muted/40 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="text-sm font-semibold">This month</h3>
          {usage.limit !== null && (
            <p className="text-sm text-muted-foreground tabular-nums">
              {usage.used} of {usage.limit} generations used
            </p>
          )}
        </div>
        {usage.limit === null ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <InfinityIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
            Unlimited generations on {usage.plan.name}: no monthly cap.
          </p>
        ) : (
          <>
            <Progress
              value={usage.used}
              max={usage.limit}
              label="Generations used this month"
              className={cn("h-2.5", usage.low && "bg-warning/15 [&>[data-slot=progress-indicator]]:bg-warning")}
            />
            <p className={cn("text-sm", usage.low ? "text-warning" : "text-muted-foreground")}>
              {usage.remaining === 0
                ? `You have used all ${usage.limit} generations. They reset on ${resets}.`
                : `${usage.remaining} left · resets on ${resets}`}
            </p>
          </>
        )}
      </div>

      {stats.gamification && <LiveAchievementsView initial={stats.gamification} />}

      {!stats.gamification && (
        <p
          data-slot="progress-extras"
          className="flex items-center gap-3 rounded-xl border border-dashed p-4 text-sm text-muted-foreground"
        >
          <TrophyIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          Badges you unlock show up here.
        </p>
      )}
    </div>
  );
}

function Stat({ icon, label, value, tone }: { icon: ReactNode; label: string; value: ReactNode; tone?: "warning" }) {
  return (
    // dt and dd sit directly in the wrapper, the only extra level a <dl> allows.
    <div className="flex items-center justify-between gap-3 rounded-xl border bg-card p-3 shadow-sm sm:flex-col sm:items-start sm:justify-start sm:gap-1 sm:p-4">
      <dt className="flex min-w-0 items-center gap-3 text-sm text-muted-foreground sm:flex-col sm:items-start sm:gap-2 sm:text-xs">
        <span
          aria-hidden="true"
          className={cn(
            "flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-primary [&_svg]:size-4",
            tone === "warning" && "bg-warning/10 text-warning",
          )}
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd
        className={cn(
          "text-xl font-bold tracking-tight tabular-nums sm:text-2xl",
          tone === "warning" && "text-warning",
        )}
      >
        {value}
      </dd>
    </div>
  );
}
