"use client";

import { Check, TrendingUp } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import type { CalendarSuggestion } from "@/lib/calendar/calendar.schema";
import { DayInput } from "./fields";

/** One suggested idea: what to post, the bio for it, hooks, and how relevant it is right now (and why). */
export function SuggestionCard({
  suggestion,
  today,
  defaultDate,
  onPlan,
}: {
  suggestion: CalendarSuggestion;
  today: string;
  defaultDate: string;
  onPlan: (date: string) => Promise<boolean>;
}) {
  const id = useId();
  const [date, setDate] = useState(defaultDate);
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const score = suggestion.trendRelevance;

  async function plan() {
    setState("busy");
    setState((await onPlan(date)) ? "done" : "idle");
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4" data-testid="suggestion">
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold break-words">{suggestion.title}</h3>
        <p className="text-sm text-muted-foreground">{suggestion.description}</p>
      </div>
      <div className="flex flex-col gap-1.5 rounded-lg bg-muted/50 p-3">
        <div className="flex items-center justify-between gap-2 text-sm font-medium">
          <span className="flex items-center gap-1.5">
            <TrendingUp aria-hidden="true" className="size-4 text-primary" />
            Trend relevance
          </span>
          <span className="tabular-nums">{score === null ? "No score" : `${score} / 100`}</span>
        </div>
        {score !== null && <Progress value={score} max={100} label="Trend relevance" className="h-1.5" />}
        <p className="text-xs text-muted-foreground">{suggestion.trendReason}</p>
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-xs font-medium text-muted-foreground">Suggested bio</span>
        <p className="rounded-lg border bg-background p-2.5 text-sm whitespace-pre-line">{suggestion.suggestedBio}</p>
        {suggestion.hashtags.length > 0 && (
          <p className="text-xs break-words text-primary">{suggestion.hashtags.join(" ")}</p>
        )}
      </div>
      {suggestion.engagementHooks.length > 0 && (
        <div className="flex flex-col gap-1">
          <span className="text-xs font-medium text-muted-foreground">Engagement hooks</span>
          <ul className="flex flex-wrap gap-1.5">
            {suggestion.engagementHooks.map((hook) => (
              <li key={hook} className="rounded-full border px-2.5 py-1 text-xs">
                {hook}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-36 flex-1 gap-1.5">
          <Label htmlFor={`${id}-date`} className="text-xs">
            Day
          </Label>
          <DayInput
            id={`${id}-date`}
            today={today}
            value={date}
            fallback={defaultDate}
            disabled={state !== "idle"}
            onChange={setDate}
          />
        </div>
        <Button
          onClick={() => void plan()}
          disabled={state !== "idle"}
          variant={state === "done" ? "outline" : "default"}
        >
          {state === "done" ? <Check aria-hidden="true" /> : null}
          {state === "done" ? "Planned" : state === "busy" ? "Planning…" : "Plan this"}
        </Button>
      </div>
    </li>
  );
}
