import * as React from "react";

import { cn } from "@/lib/utils";

/** Decorative placeholder: hidden from assistive tech, so pair it with a Spinner or aria-busy. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-shimmer rounded-md bg-muted-foreground/15", className)}
      {...props}
    />
  );
}
