import * as React from "react";

import { cn } from "@/lib/utils";

/** Shared by Input, Textarea and SelectTrigger so every form field looks and focuses alike. */
export const fieldClassName = cn(
  "w-full min-w-0 rounded-lg border border-input bg-card text-base text-foreground shadow-sm outline-hidden",
  "transition-[color,border-color,box-shadow] duration-150",
  "placeholder:text-muted-foreground",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25",
  "disabled:cursor-not-allowed disabled:opacity-50",
  // 16 px text on phones stops iOS Safari from zooming into the field on focus.
  "md:text-sm",
);

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClassName,
        "h-11 px-3 py-2 pointer-fine:h-10",
        "file:mr-3 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}
