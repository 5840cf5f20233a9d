import * as React from "react";
import { Loader2Icon } from "lucide-react";

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
      <Loader2Icon data-slot="spinner" aria-hidden="true" className="size-4 shrink-0 animate-spin" />
      <span className={showLabel ? undefined : "sr-only"}>{label}</span>
    </span>
  );
}
