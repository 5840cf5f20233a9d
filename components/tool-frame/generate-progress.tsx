"use client";

import { useEffect, useState } from "react";
import { Progress } from "@/components/ui/progress";

const STEPS = ["Reading your details…", "Writing bios…", "Checking every bio against the limit…"];

/** A Generate run's progress: steps that move while the server works. */
export function GenerateProgress() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => Math.min(s + 1, STEPS.length - 1)), 700);
    return () => clearInterval(timer);
  }, []);
  return (
    <div data-testid="tool-progress" className="flex flex-col gap-2" aria-live="polite">
      <Progress value={((step + 1) / (STEPS.length + 1)) * 100} label="Generating" />
      <p className="text-sm text-muted-foreground">{STEPS[step]}</p>
    </div>
  );
}
