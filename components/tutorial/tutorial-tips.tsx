import { Lightbulb } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A tutorial step's tips, on the tutorial page and in the tutorial dialog; `children` follow the list. */
export function TutorialTips({
  tips,
  className,
  children,
}: {
  tips: readonly string[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn("grid gap-2 rounded-xl bg-muted/60 p-4", className)}>
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Lightbulb className="size-4 text-primary" aria-hidden="true" />
        Tips
      </p>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {children}
    </div>
  );
}
