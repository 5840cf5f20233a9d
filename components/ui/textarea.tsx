import * as React from "react";

import { cn } from "@/lib/utils";
import { fieldClassName } from "@/components/ui/input";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      // field-sizing grows the box with its content where supported; min-h keeps it usable elsewhere.
      className={cn(fieldClassName, "field-sizing-content min-h-24 px-3 py-2.5 leading-relaxed", className)}
      {...props}
    />
  );
}
