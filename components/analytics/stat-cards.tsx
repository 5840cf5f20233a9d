import type { AnalyticsSummary } from "@/lib/analytics/summary";
import { formatChange, formatCount, formatRate } from "@/lib/analytics/format";
import { cn } from "@/lib/utils";

/** The range's four headline numbers, each with its change against the period just before. */
export function StatCards({ summary, periodLabel }: { summary: AnalyticsSummary; periodLabel: string }) {
  const stats = [
    { label: "Views", value: formatCount(summary.views), change: summary.change.views },
    {
      label: "Daily unique visitors",
      value: formatCount(summary.uniqueVisitors),
      change: summary.change.uniqueVisitors,
    },
    { label: "Link clicks", value: formatCount(summary.clicks), change: summary.change.clicks },
    { label: "Click-through rate", value: formatRate(summary.ctr), change: undefined },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="analytics-stats">
      {stats.map((stat) => {
        const text = stat.change === undefined ? null : formatChange(stat.change);
        return (
          // A dl groups each term with its values in one div; the div carries the card's look.
          <div key={stat.label} className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums sm:text-3xl" data-stat={stat.label}>
              {stat.value}
            </dd>
            <dd className="text-xs text-muted-foreground">
              {stat.change === undefined ? (
                `Clicks per view, ${periodLabel}`
              ) : text === null ? (
                `Nothing in the previous ${periodLabel} to compare`
              ) : (
                <>
                  <span
                    className={cn(
                      "font-medium",
                      (stat.change ?? 0) > 0 && "text-success",
                      (stat.change ?? 0) < 0 && "text-destructive",
                    )}
                  >
                    {text}
                  </span>{" "}
                  vs the previous {periodLabel}
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
