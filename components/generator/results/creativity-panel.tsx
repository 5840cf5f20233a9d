"use client";

import { useEffect, useId, useMemo, useRef } from "react";
import { LightbulbIcon, SparklesIcon, TrendingUpIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { analyzeCreativity, creativityLevel, scoreBand, type ScoreBand } from "@/lib/bio/creativity";
import { cn } from "@/lib/utils";

// Colour bands (docs/product.md#generator): success at 80+, primary at 60+, warning at 40+, destructive below.
// Whole class names, so Tailwind sees every one of them.
const BANDS: Record<
  ScoreBand,
  { label: string; text: string; bar: string; badge: "success" | "secondary" | "warning" | "destructive" }
> = {
  excellent: {
    label: "Excellent",
    text: "text-success",
    bar: "bg-success/15 [&>[data-slot=progress-indicator]]:bg-success",
    badge: "success",
  },
  good: { label: "Good", text: "text-primary", bar: "", badge: "secondary" },
  fair: {
    label: "Fair",
    text: "text-warning",
    bar: "bg-warning/15 [&>[data-slot=progress-indicator]]:bg-warning",
    badge: "warning",
  },
  low: {
    label: "Needs work",
    text: "text-destructive",
    bar: "bg-destructive/15 [&>[data-slot=progress-indicator]]:bg-destructive",
    badge: "destructive",
  },
};

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function CreativityPanel({ bio }: { bio: string }) {
  const analysis = useMemo(() => analyzeCreativity(bio), [bio]);
  const { overallScore, level, nextLevelTarget, breakdown, suggestions } = analysis;
  const band = BANDS[analysis.band];
  const topLevel = overallScore >= nextLevelTarget;
  const nextLevel = creativityLevel(nextLevelTarget).level;

  return (
    <div className="flex flex-col gap-6">
      <h3 className="sr-only">Creativity score</h3>

      <div className="flex flex-col items-center gap-5 rounded-xl border bg-muted/40 p-4 sm:flex-row sm:items-center sm:gap-6 sm:p-5">
        <ScoreMeter score={overallScore} band={analysis.band} />

        <div className="flex w-full min-w-0 flex-1 flex-col gap-3 text-center sm:text-left">
          <div className="flex flex-col items-center gap-1.5 sm:items-start">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Creativity level</p>
            <p className="flex flex-wrap items-center justify-center gap-2 text-xl font-semibold tracking-tight sm:justify-start">
              {level}
              <Badge variant={band.badge}>{band.label}</Badge>
            </p>
          </div>

          <div className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">Next: {nextLevelTarget}</span>
              <span className="text-muted-foreground">
                {topLevel ? "Top level reached" : `${nextLevelTarget - overallScore} points to ${nextLevel}`}
              </span>
            </div>
            <Progress
              value={overallScore}
              max={nextLevelTarget}
              label={`Progress toward ${topLevel ? level : nextLevel}`}
              className="h-2.5"
            />
          </div>
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <h4 className="flex items-center gap-2 text-sm font-semibold">
          <TrendingUpIcon aria-hidden="true" className="size-4 text-primary" />
          Score breakdown
        </h4>
        <ul className="grid gap-x-6 gap-y-3.5 sm:grid-cols-2">
          {breakdown.map((item) => (
            <SubScore key={item.key} label={item.label} weight={item.weight} score={item.score} />
          ))}
        </ul>
      </div>

      <div className="flex flex-col gap-3">
        <h4 className="flex items-center gap-2 text-sm font-semibold">
          <LightbulbIcon aria-hidden="true" className="size-4 text-warning" />
          How to raise your score
        </h4>
        {suggestions.length > 0 ? (
          <ol className="flex flex-col gap-2">
            {suggestions.map((tip, i) => (
              <li key={tip} className="flex gap-3 rounded-lg border bg-card p-3 text-sm leading-relaxed shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
                >
                  {i + 1}
                </span>
                <span className="min-w-0 pt-0.5">{tip}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="flex items-center gap-2 rounded-lg border border-success/25 bg-success/10 p-3 text-sm text-success">
            <SparklesIcon aria-hidden="true" className="size-4 shrink-0" />
            Every part of your bio scores well. Nothing to fix.
          </p>
        )}
      </div>
    </div>
  );
}

function ScoreMeter({ score, band }: { score: number; band: ScoreBand }) {
  // The ring is drawn at its value from the first render (no empty ring before hydration);
  // on mount it sweeps in from empty, unless the user asked for reduced motion. Later score
  // changes glide through the CSS transition, which globals.css cancels under that setting.
  const ring = useRef<SVGCircleElement>(null);
  useEffect(() => {
    const el = ring.current;
    if (!el || typeof el.animate !== "function") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const sweep = el.animate([{ strokeDashoffset: `${CIRCUMFERENCE}` }], {
      duration: 1000,
      easing: "cubic-bezier(0.22, 1, 0.36, 1)",
    });
    return () => sweep.cancel();
  }, []);

  const style = BANDS[band];
  return (
    <div
      role="meter"
      aria-label="Creativity score"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      aria-valuetext={`${score} out of 100, ${style.label}`}
      className="relative size-32 shrink-0"
    >
      <svg viewBox="0 0 120 120" aria-hidden="true" className="size-full -rotate-90">
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-muted-foreground/15" />
        <circle
          ref={ring}
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - score / 100)}
          className={cn("stroke-current transition-[stroke-dashoffset] duration-1000 ease-out-soft", style.text)}
        />
      </svg>
      <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center">
        <span className={cn("text-4xl leading-none font-bold tabular-nums tracking-tight", style.text)}>{score}</span>
        <span className="mt-1 text-xs text-muted-foreground">out of 100</span>
      </div>
    </div>
  );
}

function SubScore({ label, weight, score }: { label: string; weight: number; score: number }) {
  const id = useId();
  const band = BANDS[scoreBand(score)];
  return (
    <li className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={id}>
          <span className="font-medium">{label}</span>
          <span className="text-muted-foreground"> · {weight}%</span>
        </span>
        <span className={cn("font-semibold tabular-nums", band.text)}>{score}</span>
      </div>
      <Progress value={score} aria-labelledby={id} className={band.bar} />
    </li>
  );
}
