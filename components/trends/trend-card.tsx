import type { ReactNode } from "react";
import { toolCardClassName } from "@/components/tool-frame/tool-layout";
import type { TrendTerm } from "@/lib/trends/aggregate";

const perWeek = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

/** One kind of rising term (keywords, tones, emoji or hashtags) with this week's count against the weeks before. */
export function TrendCard({
  title,
  icon,
  terms,
  testId,
  format = (t) => t,
}: {
  title: string;
  icon: ReactNode;
  terms: TrendTerm[];
  testId: string;
  format?: (term: string) => string;
}) {
  const top = Math.max(1, ...terms.map((t) => t.thisWeek));
  return (
    <section aria-label={title} data-testid={testId} className={toolCardClassName}>
      <h3 className="flex items-center gap-2 text-base font-semibold">
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-4"
        >
          {icon}
        </span>
        {title}
      </h3>
      {terms.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing rising this week.</p>
      ) : (
        <ol className="flex flex-col gap-2.5">
          {terms.map((t) => (
            <li key={t.term} className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 font-medium break-words">{format(t.term)}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {t.thisWeek} this week ·{" "}
                  {t.perWeekBefore === 0 ? "new" : `${perWeek.format(t.perWeekBefore)}/week before`}
                </span>
              </div>
              <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
                <div
                  className="h-full rounded-full bg-brand-gradient"
                  style={{ width: `${(t.thisWeek / top) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
