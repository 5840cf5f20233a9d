import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

export const alertVariants = cva(
  [
    "relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm",
    // With an icon as first child the grid gains an icon column.
    "has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current",
  ],
  {
    variants: {
      variant: {
        info: "border-info/30 bg-info/8 text-info",
        success: "border-success/30 bg-success/8 text-success",
        warning: "border-warning/35 bg-warning/8 text-warning",
        destructive: "border-destructive/30 bg-destructive/8 text-destructive",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

/**
 * A static, in-page message. It is not announced on its own: pass `role="alert"` (urgent) or
 * `role="status"` when it appears in response to something the user did.
 */
export function Alert({
  className,
  variant,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return (
    <div
      data-slot="alert"
      data-variant={variant ?? "info"}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="alert-title"
      className={cn("col-start-2 min-h-4 leading-snug font-semibold tracking-tight", className)}
      {...props}
    />
  );
}

export function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="alert-description"
      // Body text in the foreground colour reads better than a paragraph of tinted text.
      className={cn("col-start-2 grid justify-items-start gap-1 text-foreground/90 [&_p]:leading-relaxed", className)}
      {...props}
    />
  );
}
