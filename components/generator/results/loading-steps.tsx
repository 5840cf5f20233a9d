"use client";

import { useEffect, useState } from "react";
import { CheckIcon, Loader2Icon } from "lucide-react";

import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { LOADING_STEP_MS } from "../generator-timing";

export const LOADING_STEPS = [
  "Analysing your description",
  "Matching your tone",
  "Generating your bios",
  "Adding finishing touches",
] as const;

/**
 * Four steps, advancing after 1000, 800 and 1200 ms, then staying on the last
 * until the answer arrives (the parent unmounts the panel then).
 */
export function LoadingSteps() {
  const [step, setStep] = useState(0);

  useEffect(() => {
    let at = 0;
    const timers = LOADING_STEP_MS.slice(0, -1).map((ms, i) => {
      at += ms;
      return setTimeout(() => setStep(i + 1), at);
    });
    return () => timers.forEach(clearTimeout);
  }, []);

  return (
    <div
      data-testid="loading-steps"
      className="flex flex-col gap-5 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-2">
        <p role="status" className="text-base font-semibold">
          {LOADING_STEPS[step]}…
        </p>
        <Progress value={step + 1} max={LOADING_STEPS.length} label="Generation progress" />
      </div>
      <ol className="flex flex-col gap-3">
        {LOADING_STEPS.map((label, i) => {
          const state = i < step ? "done" : i === step ? "current" : "pending";
          return (
            <li key={label} data-state={state} className="flex items-center gap-3 text-sm">
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full border transition-colors",
                  state === "done" && "border-transparent bg-success/15 text-success",
                  state === "current" && "border-transparent bg-brand-gradient text-brand-foreground",
                  state === "pending" && "text-muted-foreground",
                )}
              >
                {state === "done" ? (
                  <CheckIcon className="size-4" />
                ) : state === "current" ? (
                  <Loader2Icon data-slot="spinner" className="size-4 animate-spin" />
                ) : (
                  <span className="text-xs tabular-nums">{i + 1}</span>
                )}
              </span>
              <span className={cn(state === "pending" ? "text-muted-foreground" : "font-medium")}>
                {label}
                {state === "done" && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
