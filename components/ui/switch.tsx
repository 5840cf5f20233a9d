"use client";

import * as React from "react";
import { Switch as SwitchPrimitive } from "radix-ui";

import { cn } from "@/lib/utils";

export function Switch({ className, ...props }: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        "peer relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-transparent shadow-sm",
        "transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-50",
        // The off track uses the form-field border colour so it keeps a 3:1 boundary.
        "data-[state=checked]:bg-primary data-[state=unchecked]:bg-input",
        // Widen the hit area to 44 px on touch screens without changing the drawn size.
        "before:absolute before:-inset-x-0.5 before:-inset-y-2.5 before:content-[''] pointer-fine:before:hidden",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className={cn(
          "pointer-events-none block size-5 rounded-full bg-white shadow-md ring-0 transition-transform duration-150",
          "data-[state=checked]:translate-x-[calc(100%+1px)] data-[state=unchecked]:translate-x-px",
        )}
      />
    </SwitchPrimitive.Root>
  );
}
