import * as React from "react";

import { cn } from "@/lib/utils";

export type SpinnerProps = React.ComponentProps<"span"> & {
  /** Announced to screen readers; visible only when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
};

export function Spinner({ className, label = "Loading…", showLabel = false, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner-status"
      className={cn("inline-flex items-center gap-2 text-sm text-muted-foreground", className)}
      {...props}
    >
      {/* data-slot="spinner" lets globals.css keep this turning under prefers-reduced-motion. */}
      {/* Lucide's loader-circle, written out: the spinner is in client code on many pages, and
          drawing it this way keeps lucide's component code out of their scripts. */}
      <svg
        data-slot="spinner"
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        className="size-4 shrink-0 animate-spin"
      >
        <path d="M21 12a9 9 0 1 1-6.219-8.56" />
      </svg>
      <span className={showLabel ? undefined : "sr-only"}>{label}</span>
    </span>
  );
}
