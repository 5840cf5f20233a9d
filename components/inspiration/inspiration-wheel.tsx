"use client";

import { toolGridClassName, toolPanelClassName } from "@/components/tool-frame/tool-layout";
import { useCallback, useRef, useState } from "react";
import { DiscIcon, RotateCwIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { CATEGORIES, type InspirationCategory } from "@/lib/inspiration/categories";
import type { InspirationExamples } from "@/lib/inspiration/examples";
import { spin, SEGMENT } from "@/lib/inspiration/spin";
import { cn } from "@/lib/utils";
import { CategoryResult } from "./category-result";
import { WheelFace } from "./wheel-face";

function randomSeed(): number {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return values[0] ?? 0;
}

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The wheel, its spin button, the spoken result, and the category it landed on. */
export function InspirationWheel({ examples }: { examples: Record<string, InspirationExamples> }) {
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [landed, setLanded] = useState<InspirationCategory | null>(null);
  const pending = useRef<InspirationCategory | null>(null);

  const settle = useCallback(() => {
    const category = pending.current;
    if (!category) return;
    pending.current = null;
    setSpinning(false);
    setLanded(category);
  }, []);

  const onSpin = () => {
    if (spinning) return;
    const result = spin(randomSeed(), rotation);
    pending.current = result.category;
    setRotation(result.rotation);
    if (reducedMotion()) settle();
    else setSpinning(true);
  };

  const choose = (index: number) => {
    if (spinning) return;
    const category = CATEGORIES[index];
    if (!category) return;
    // Turn the wheel so the chosen segment sits under the pointer, without a show.
    const base = rotation - (rotation % 360);
    pending.current = category;
    setRotation(base + 360 - (index + 0.5) * SEGMENT);
    settle();
  };

  return (
    <div className={toolGridClassName}>
      <section aria-labelledby="wheel-title" className={cn(toolPanelClassName, "lg:sticky lg:top-20")}>
        <h2 id="wheel-title" className="text-lg font-semibold">
          Spin for a fresh angle
        </h2>
        <WheelFace rotation={rotation} spinning={spinning} onSettled={settle} />
        <Button
          variant="gradient"
          size="lg"
          className="min-h-11"
          aria-disabled={spinning}
          onClick={onSpin}
          data-testid="spin-button"
        >
          <RotateCwIcon aria-hidden="true" />
          {spinning ? "Spinning…" : landed ? "Spin again" : "Spin the wheel"}
        </Button>
        <p role="status" aria-live="polite" className="text-center text-sm font-medium" data-testid="wheel-status">
          {spinning ? (
            "Spinning…"
          ) : landed ? (
            <>
              <span aria-hidden="true">{landed.emoji}</span> Landed on {landed.label}
            </>
          ) : null}
        </p>
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">Or pick a category yourself:</p>
          <ul className="flex flex-wrap gap-2">
            {CATEGORIES.map((c, i) => (
              <li key={c.id}>
                <button
                  type="button"
                  aria-pressed={landed?.id === c.id}
                  onClick={() => choose(i)}
                  className={cn(
                    "flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors hover:bg-accent",
                    "focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-hidden",
                    "aria-pressed:border-primary aria-pressed:bg-accent",
                  )}
                >
                  <span aria-hidden="true">{c.emoji}</span>
                  {c.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="min-w-0">
        {landed ? (
          <CategoryResult category={landed} examples={examples[landed.id]} />
        ) : (
          <EmptyState
            icon={<DiscIcon />}
            title="Spin the wheel to get started"
            description="It lands on one of eight categories and gives you prompts to write from, example bios, and a shortcut into the generator."
          />
        )}
      </div>
    </div>
  );
}
