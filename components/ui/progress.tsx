import * as React from "react";
import { Progress as ProgressPrimitive } from "radix-ui";

import { cn } from "@/lib/utils";

// No "use client": `clampProgress` must stay callable from server code (a "use client" module
// turns every export into a client reference), and Radix Progress has its own client boundary.

export const DEFAULT_PROGRESS_MAX = 100;

/**
 * Progress is clamped to 0..max, max defaulting to 100. NaN counts as 0, and a max that
 * is not a positive finite number falls back to 100 (Radix rejects such a max anyway).
 */
export function clampProgress(value: number, max: number = DEFAULT_PROGRESS_MAX): number {
  const safeMax = normalizeMax(max);
  if (Number.isNaN(value)) return 0;
  return Math.min(Math.max(value, 0), safeMax);
}

function normalizeMax(max: number): number {
  return Number.isFinite(max) && max > 0 ? max : DEFAULT_PROGRESS_MAX;
}

export type ProgressProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, "value" | "max"> & {
  /** Omit (or pass null) for an indeterminate bar. */
  value?: number | null;
  max?: number;
  /** Accessible name; used unless aria-label or aria-labelledby is given. */
  label?: string;
};

export function Progress({ className, value, max = DEFAULT_PROGRESS_MAX, label, ...props }: ProgressProps) {
  const safeMax = normalizeMax(max);
  const clamped = value == null ? null : clampProgress(value, safeMax);
  const percent = clamped == null ? 0 : (clamped / safeMax) * 100;
  const hasName = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;

  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={safeMax}
      aria-label={hasName ? undefined : (label ?? "Progress")}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/15", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          "h-full w-full flex-1 rounded-full bg-primary transition-transform duration-500 ease-out-soft",
          "data-[state=indeterminate]:w-1/3 data-[state=indeterminate]:animate-shimmer",
        )}
        style={clamped == null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
