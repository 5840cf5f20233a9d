"use client";

import { SparklesIcon, type LucideIcon } from "lucide-react";
import type { ToolQuota } from "@/lib/tools/tool-types";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { GenerateProgress } from "./generate-progress";
import { QuotaLine } from "./quota-line";
import { UpgradePrompt } from "./upgrade-prompt";
import type { MeteredAnswer, RunState } from "./use-tool-run";

/** The allowance a form shows: the page's, then the last answer's, and none left once refused. */
export function currentQuota(quota: ToolQuota, answer: MeteredAnswer | null, state: RunState): ToolQuota {
  return {
    ...quota,
    ...(answer ? { remaining: answer.remaining, limit: answer.limit } : {}),
    ...(state.status === "exhausted" ? { remaining: 0 } : {}),
  };
}

/** The foot of every tool's form: the quota line, Generate (or the upgrade prompt), progress and the error. */
export function RunControls({
  quota,
  state,
  label,
  runningLabel = "Generating…",
  icon: Icon = SparklesIcon,
}: {
  quota: ToolQuota;
  state: RunState;
  label: string;
  runningLabel?: string;
  icon?: LucideIcon;
}) {
  const running = state.status === "running";
  return (
    <>
      <QuotaLine quota={quota} />
      {quota.remaining === 0 ? (
        <UpgradePrompt quota={quota} />
      ) : (
        <Button type="submit" variant="gradient" size="lg" disabled={running}>
          <Icon aria-hidden="true" />
          {running ? runningLabel : label}
        </Button>
      )}
      {running && <GenerateProgress />}
      {state.status === "error" && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{state.message}</AlertDescription>
        </Alert>
      )}
    </>
  );
}
