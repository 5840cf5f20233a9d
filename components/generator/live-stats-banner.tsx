"use client";

import { useEffect, useState } from "react";
import { ActivityIcon } from "lucide-react";

import { Skeleton } from "@/components/ui/skeleton";
import { requestJson } from "@/lib/client/post-json";
import { cn } from "@/lib/utils";
import { parseLiveStats, type LiveStats } from "./generator-api";
import { LIVE_STATS_POLL_MS } from "./generator-timing";

const number = new Intl.NumberFormat("en-US");

const ITEMS: { key: keyof LiveStats; label: string }[] = [
  { key: "biosGeneratedToday", label: "Bios today" },
  { key: "activeUsers", label: "Active users" },
  { key: "templatesUsed", label: "Templates used" },
];

type State = { status: "loading" } | { status: "ready"; stats: LiveStats } | { status: "unavailable" };

/**
 * Real counts from `GET /api/analytics/live-stats`, refreshed every 30 s and after
 * each generation (`refreshKey`). On failure it says so and shows no numbers: nothing made up.
 * Every state has the same height, so the page never shifts.
 */
export function LiveStatsBanner({ refreshKey = 0 }: { refreshKey?: number }) {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    const load = async () => {
      if (document.visibilityState === "hidden") return;
      const res = await requestJson<unknown>("/api/analytics/live-stats", {
        signal: controller.signal,
        cache: "no-store",
      });
      if (controller.signal.aborted) return;
      const stats = res.ok ? parseLiveStats(res.data) : null;
      // Real numbers we already have stay up through a failed refresh; they were true a moment ago.
      setState((current) =>
        stats ? { status: "ready", stats } : current.status === "ready" ? current : { status: "unavailable" },
      );
    };
    void load();
    const timer = setInterval(load, LIVE_STATS_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void load();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refreshKey]);

  return (
    <section
      aria-label="Live stats"
      aria-busy={state.status === "loading"}
      data-testid="live-stats"
      className="flex h-[4.5rem] items-center gap-4 rounded-xl border bg-card px-4 shadow-sm"
    >
      <p className="hidden shrink-0 items-center gap-2 text-sm font-medium sm:flex">
        <span aria-hidden="true" className="relative flex size-2.5">
          <span
            className={cn(
              "absolute inline-flex size-full rounded-full opacity-60",
              state.status === "ready" ? "animate-ping bg-success" : "bg-muted-foreground/40",
            )}
          />
          <span
            className={cn(
              "relative inline-flex size-2.5 rounded-full",
              state.status === "ready" ? "bg-success" : "bg-muted-foreground/60",
            )}
          />
        </span>
        Live now
      </p>

      {state.status === "unavailable" ? (
        <p className="flex flex-1 items-center justify-center gap-2 text-sm text-muted-foreground sm:justify-start">
          <ActivityIcon aria-hidden="true" className="size-4" />
          Live stats unavailable
        </p>
      ) : (
        <dl className="grid flex-1 grid-cols-3 gap-2 sm:flex sm:justify-end sm:gap-8">
          {ITEMS.map(({ key, label }) => (
            <div key={key} className="flex min-w-0 flex-col items-center sm:items-end">
              <dt className="truncate text-xs text-muted-foreground">{label}</dt>
              <dd className="order-first flex h-7 items-center text-lg font-semibold tabular-nums">
                {state.status === "ready" ? (
                  number.format(state.stats[key])
                ) : (
                  <>
                    <Skeleton className="h-5 w-12" />
                    <span className="sr-only">Loading</span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
