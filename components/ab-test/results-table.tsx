import { Trophy } from "lucide-react";
import type { AbTestView } from "@/lib/ab-test/types";
import { cn } from "@/lib/utils";
import { chance, percent } from "./format";

/** Each variant's visitors, clicks, click-through rate with its 95% range, and chance of being best. */
export function ResultsTable({ test }: { test: AbTestView }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Results per bio">
      {test.variants.map((v) => {
        const won = test.winnerId === v.id;
        return (
          <li
            key={v.id}
            data-testid={`variant-${v.letter}`}
            className={cn("rounded-xl border p-3 sm:p-4", won && "border-success/50 bg-success/5")}
          >
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold"
              >
                {v.letter}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">
                  <span className="sr-only">Bio {v.letter}: </span>
                  <span className="break-words whitespace-pre-line">{v.bio}</span>
                </p>
                {won && (
                  <p className="mt-1 flex items-center gap-1 text-xs font-medium text-success">
                    <Trophy aria-hidden="true" className="size-3.5" /> Chosen as the winner
                  </p>
                )}
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-xs text-muted-foreground">Visitors</dt>
                <dd className="font-semibold tabular-nums">{v.views.toLocaleString()}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Clicked a link</dt>
                <dd className="font-semibold tabular-nums">{v.clicks.toLocaleString()}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Click-through rate</dt>
                <dd className="tabular-nums">
                  <span className="font-semibold">{v.views > 0 ? percent(v.rate) : "–"}</span>
                  {v.views > 0 && (
                    <span className="block text-xs text-muted-foreground">
                      95% range {percent(v.interval.low)}–{percent(v.interval.high)}
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Chance of being best</dt>
                <dd className="font-semibold tabular-nums">{chance(v.probabilityBest)}</dd>
                <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${Math.round(v.probabilityBest * 100)}%` }}
                  />
                </div>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
