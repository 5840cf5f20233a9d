"use client";

import { CheckIcon } from "lucide-react";
import { useState } from "react";
import { REGION_NAMES, REGIONS, type MomentOccurrence, type Region } from "@/lib/moments/moment-types";
import { daysBetween, formatDayWithWeekday } from "@/lib/tools/dates";
import { cn } from "@/lib/utils";

const SHOWN = 8;

/** The calendar's upcoming moments, soonest first, filtered by region; up to `max` chosen. */
export function MomentPicker({
  moments,
  today,
  chosen,
  onChange,
  max,
}: {
  moments: readonly MomentOccurrence[];
  today: string;
  chosen: string[];
  onChange: (keys: string[]) => void;
  max: number;
}) {
  const [region, setRegion] = useState<Region | "all">("all");
  const [expanded, setExpanded] = useState(false);
  const listed = moments.filter((m) => region === "all" || m.regions.includes(region));
  const shown = expanded ? listed : listed.slice(0, SHOWN);

  function toggle(key: string) {
    if (chosen.includes(key)) onChange(chosen.filter((k) => k !== key));
    else if (chosen.length < max) onChange([...chosen, key]);
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">
        Upcoming moments{" "}
        <span className="font-normal text-muted-foreground">
          ({chosen.length} of {max} chosen)
        </span>
      </legend>
      <div role="group" aria-label="Region" className="flex flex-wrap gap-1.5">
        {(["all", ...REGIONS] as const).map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={region === r}
            onClick={() => setRegion(r)}
            className={cn(
              "h-11 rounded-full border px-3 text-sm pointer-fine:h-8",
              region === r ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
            )}
          >
            {r === "all" ? "All" : r === "global" ? "Global" : REGION_NAMES[r]}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No moments for this region in the next twelve months.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {shown.map((m) => {
            const on = chosen.includes(m.key);
            const days = daysBetween(today, m.date);
            return (
              <li key={m.key}>
                <button
                  type="button"
                  aria-pressed={on}
                  disabled={!on && chosen.length >= max}
                  onClick={() => toggle(m.key)}
                  data-testid="moment"
                  className={cn(
                    "flex min-h-11 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left transition-colors",
                    on ? "border-primary bg-primary/10" : "bg-background hover:bg-accent",
                    "disabled:opacity-50",
                  )}
                >
                  <span aria-hidden="true" className="text-xl">
                    {m.emoji}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-medium">{m.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {formatDayWithWeekday(m.date, { today })} ·{" "}
                      {days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`}
                      {m.tentative ? " · moon sighting" : ""}
                    </span>
                  </span>
                  {on && <CheckIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {listed.length > SHOWN && (
        <button
          type="button"
          onClick={() => setExpanded((e) => !e)}
          className="h-11 self-start text-sm font-medium text-primary underline-offset-4 hover:underline pointer-fine:h-8"
        >
          {expanded ? "Show fewer" : `Show all ${listed.length}`}
        </button>
      )}
    </fieldset>
  );
}
