"use client";

import { RefreshCwIcon } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PLATFORM_LIMITS, PLATFORM_NAMES, PLATFORMS, type Platform } from "@/lib/bio/types";
import { toolGridClassName, toolPanelClassName } from "./tool-layout";
import { ToolResults } from "./tool-results";
import type { ToolQuota } from "@/lib/tools/tool-types";
import { currentQuota, RunControls } from "./run-controls";
import { useToolRun } from "./use-tool-run";

export interface ToolFrameProps {
  /** The tool's registry id (lib/config/routes.ts). */
  tool: string;
  /** The tool's POST handler. */
  endpoint: string;
  quota: ToolQuota;
  /** The tool's own field values, posted as they are (the server validates them). */
  input: Record<string, unknown>;
  /** The tool's fields: rendered on the left (above on a phone), before the platform and Generate. */
  children: ReactNode;
  generateLabel?: string;
  /** What the results area says before the first run. */
  emptyHint: string;
}

/**
 * The frame every business tool is built on (docs/architecture.md#how-to-add-a-tool):
 * inputs, the month's allowance, Generate with progress, and results as cards with each
 * network's character count, copy, save, preview and regenerate.
 */
export function ToolFrame({
  tool,
  endpoint,
  quota,
  input,
  children,
  generateLabel = "Generate",
  emptyHint,
}: ToolFrameProps) {
  const platformId = useId();
  const [platform, setPlatform] = useState<Platform>("instagram");
  const { state, answer, run } = useToolRun(endpoint);
  const running = state.status === "running";
  const current = currentQuota(quota, answer, state);
  const exhausted = current.remaining === 0;
  const body = { ...input, platform };

  return (
    <div className={toolGridClassName}>
      <form
        aria-label="Details"
        className={toolPanelClassName}
        onSubmit={(event) => {
          event.preventDefault();
          if (!exhausted) void run(body);
        }}
      >
        {children}
        <div className="flex flex-col gap-2">
          <Label htmlFor={platformId}>Platform</Label>
          <Select value={platform} onValueChange={(value) => setPlatform(value as Platform)}>
            <SelectTrigger id={platformId} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PLATFORMS.map((p) => (
                <SelectItem key={p} value={p}>
                  {PLATFORM_NAMES[p]} ({PLATFORM_LIMITS[p]} characters)
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <RunControls quota={current} state={state} label={generateLabel} />
      </form>

      <section aria-labelledby={`${platformId}-results`} aria-busy={running} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${platformId}-results`} className="text-lg font-semibold tracking-tight">
            Your bios
          </h2>
          {answer && !exhausted && (
            <Button variant="outline" size="sm" disabled={running} onClick={() => void run(body, { regenerate: true })}>
              <RefreshCwIcon aria-hidden="true" />
              Regenerate
            </Button>
          )}
        </div>
        {answer ? (
          <ToolResults answer={answer} tool={tool} />
        ) : (
          <p className="rounded-2xl border border-dashed p-6 text-sm text-muted-foreground">{emptyHint}</p>
        )}
      </section>
    </div>
  );
}
