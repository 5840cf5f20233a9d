import { cn } from "@/lib/utils";
import type { FeatureUsage } from "@/lib/account/usage-summary";

// A plain bar chart (no chart library): one row per metered feature. Each bar is
// a meter with its numbers for assistive technology; the bars themselves are
// decoration, the numbers beside them carry the meaning.

function tone(used: number, limit: number | null) {
  if (limit === null) return "bg-brand-gradient";
  if (used >= limit) return "bg-destructive";
  if (limit - used <= 1) return "bg-warning";
  return "bg-primary";
}

export function UsageChart({ features }: { features: FeatureUsage[] }) {
  // Unlimited features are drawn against the busiest one so the bars stay comparable.
  const scale = Math.max(1, ...features.map((f) => f.limit ?? f.used));
  return (
    <ul className="grid gap-5" aria-label="Usage this month per feature">
      {features.map(({ feature, label, used, limit }) => {
        const max = limit ?? scale;
        const percent = max === 0 ? 0 : Math.min(100, (used / max) * 100);
        const summary = limit === null ? `${used} used · unlimited` : `${used} of ${limit} used`;
        return (
          <li key={feature} className="grid gap-2" data-testid={`usage-${feature}`}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">{label}</span>
              <span className="text-muted-foreground tabular-nums">{summary}</span>
            </div>
            <div
              role="meter"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={max}
              aria-valuenow={Math.min(used, max)}
              aria-valuetext={summary}
              className="h-3 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn("h-full rounded-full transition-[width] duration-500", tone(used, limit))}
                style={{ width: `${percent}%` }}
              />
            </div>
            {limit !== null && used >= limit && <p className="text-xs text-destructive">All used for this month.</p>}
          </li>
        );
      })}
    </ul>
  );
}
