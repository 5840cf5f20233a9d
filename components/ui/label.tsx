import * as React from "react";

import { cn } from "@/lib/utils";

// A native label: Radix's Label adds only a guard against selecting text on double-click
// (select-none does that here) and ~2 KB of script to every page with a form.
export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium text-foreground select-none",
        "group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50",
        "peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
