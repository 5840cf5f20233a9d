"use client";

import Link from "next/link";
import { useState } from "react";
import { ArrowLeft, ArrowRight, Check, CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TutorialTips } from "./tutorial-tips";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { trackJourney } from "@/lib/analytics/page-analytics";
import { endTutorial } from "@/lib/client/flags";
import { tutorialProgress } from "@/lib/content/guidance";
import type { TutorialStep } from "@/lib/content/tutorial";
import { cn } from "@/lib/utils";

/** The 8-step tutorial dialog (docs/product.md#guidance). Steps come from the server (live routes resolved there). */
export function TutorialDialog({ steps, onDone }: { steps: TutorialStep[]; onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const [visited, setVisited] = useState<Set<number>>(() => new Set());
  const step = steps[index];
  if (!step) return null;
  const last = index === steps.length - 1;
  const percent = tutorialProgress(index, steps.length);

  function go(next: number) {
    setIndex(next);
    trackJourney("tutorial", next + 1);
  }

  function finish(how: "skip" | "complete" | "close") {
    endTutorial(how);
    trackJourney("tutorial", how);
    onDone();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && finish("close")}>
      <DialogContent className="sm:max-w-2xl" data-testid="tutorial-dialog">
        <DialogHeader>
          <p className="text-xs font-medium text-muted-foreground">
            Step {index + 1} of {steps.length}
          </p>
          <DialogTitle>{step.title}</DialogTitle>
          <DialogDescription>{step.description}</DialogDescription>
        </DialogHeader>

        <Progress value={percent} label={`Tutorial progress: ${percent}%`} />

        <ol aria-label="Tutorial steps" className="grid grid-cols-4 gap-2 sm:grid-cols-8">
          {steps.map((s, i) => (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === index ? "step" : undefined}
                aria-label={`Step ${i + 1}: ${s.title}${visited.has(i) ? " (visited)" : ""}`}
                className={cn(
                  "flex h-11 w-full items-center justify-center rounded-lg border text-sm font-medium transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  i === index ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
                )}
              >
                {visited.has(i) && i !== index ? <Check className="size-4" aria-hidden="true" /> : i + 1}
              </button>
            </li>
          ))}
        </ol>

        <TutorialTips tips={step.tips}>
          {step.route && (
            <Button asChild variant="outline" size="sm" className="mt-2 justify-self-start">
              <Link href={step.route} onClick={() => finish("close")}>
                {step.actionLabel}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
        </TutorialTips>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="ghost" onClick={() => finish("skip")}>
            Skip Tutorial
          </Button>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button variant="outline" disabled={index === 0} onClick={() => go(index - 1)}>
              <ArrowLeft aria-hidden="true" />
              Previous
            </Button>
            {last ? (
              <Button onClick={() => finish("complete")}>
                <CheckCircle2 aria-hidden="true" />
                Complete
              </Button>
            ) : (
              <Button
                onClick={() => {
                  setVisited((v) => new Set(v).add(index));
                  go(index + 1);
                }}
              >
                Next
                <ArrowRight aria-hidden="true" />
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
