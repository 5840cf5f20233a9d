"use client";

import { useCallback, useEffect, useId, useState } from "react";
import { InfoIcon, LightbulbIcon, RocketIcon, WandSparklesIcon, XIcon, type LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import {
  AUTO_HIDE_MS,
  HOVER_DELAY_MS,
  bubbleDelay,
  hoverBubbleFor,
  idleDelay,
  nextIdleBubble,
  nextTimedBubble,
  readDismissed,
  writeDismissed,
  type HelpBubbleModel,
  type HelpBubblePosition,
  type HelpBubbleType,
} from "./help-bubbles";

const TYPES: Record<HelpBubbleType, { icon: LucideIcon; label: string; tint: string }> = {
  tip: { icon: LightbulbIcon, label: "Tip", tint: "bg-primary/10 text-primary" },
  hint: { icon: WandSparklesIcon, label: "Hint", tint: "bg-info/10 text-info" },
  info: { icon: InfoIcon, label: "Good to know", tint: "bg-info/10 text-info" },
  boost: { icon: RocketIcon, label: "Boost", tint: "bg-success/10 text-success" },
};

// Bottom corners sit above the floating help button (bottom-left) and clear of the toasts.
const POSITIONS: Record<HelpBubblePosition, string> = {
  "bottom-left": "bottom-[calc(max(1rem,env(safe-area-inset-bottom))+3.75rem)] left-4",
  "bottom-right": "bottom-[calc(max(1rem,env(safe-area-inset-bottom))+3.75rem)] right-4",
  "top-left": "top-20 left-4",
  "top-right": "top-20 right-4",
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Schedules the context's timed bubble once per page load and remembers dismissals. */
export function useHelpBubble(context: string, bubbles: readonly HelpBubbleModel[]) {
  const [bubble, setBubble] = useState<HelpBubbleModel | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const next = nextTimedBubble(bubbles, readDismissed(storage(), context));
    if (!next) return;
    const timer = setTimeout(() => setBubble(next), bubbleDelay(next));
    return () => clearTimeout(timer);
  }, [context, bubbles, round]);

  // Idle: after a quiet spell with no pointer, key or scroll activity, once per page load.
  useEffect(() => {
    const idle = nextIdleBubble(bubbles, readDismissed(storage(), context));
    if (!idle) return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setBubble((current) => current ?? idle);
        stop();
      }, idleDelay(idle));
    };
    const events = ["pointermove", "pointerdown", "keydown", "scroll"] as const;
    const stop = () => {
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, arm);
    };
    for (const name of events) window.addEventListener(name, arm, { passive: true });
    arm();
    return stop;
  }, [context, bubbles, round]);

  // Hover: the pointer resting on an element marked data-help="<target>".
  useEffect(() => {
    if (!bubbles.some((b) => b.trigger === "hover")) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const over = (event: PointerEvent) => {
      if (event.pointerType === "touch") return;
      const element = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-help]") : null;
      clearTimeout(timer);
      const target = element?.dataset.help;
      if (!target) return;
      timer = setTimeout(() => {
        const hovered = hoverBubbleFor(bubbles, readDismissed(storage(), context), target);
        if (hovered) setBubble((current) => current ?? hovered);
      }, HOVER_DELAY_MS);
    };
    document.addEventListener("pointerover", over);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("pointerover", over);
    };
  }, [context, bubbles, round]);

  useEffect(() => {
    if (!bubble || bubble.persistent) return;
    const timer = setTimeout(() => setBubble(null), AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [bubble]);

  const dismiss = useCallback(() => {
    setBubble((current) => {
      if (current) {
        const dismissed = readDismissed(storage(), context);
        dismissed.add(current.id);
        writeDismissed(storage(), context, dismissed);
      }
      return null;
    });
  }, [context]);

  /** Forgets every dismissal of the context and schedules its first bubble again. */
  const reset = useCallback(() => {
    writeDismissed(storage(), context, new Set());
    setBubble(null);
    setRound((r) => r + 1);
  }, [context]);

  return { bubble, dismiss, reset };
}

export function HelpBubble({ bubble, onDismiss }: { bubble: HelpBubbleModel; onDismiss: () => void }) {
  const titleId = useId();
  const { icon: Icon, label, tint } = TYPES[bubble.type];

  return (
    <aside
      aria-labelledby={titleId}
      aria-live="polite"
      data-testid="help-bubble"
      onKeyDown={(event) => {
        if (event.key === "Escape") onDismiss();
      }}
      className={cn(
        "fixed z-40 w-[min(20rem,calc(100vw-2rem))] rounded-xl border bg-popover p-4 pr-12 text-popover-foreground shadow-lg",
        "animate-popover-in",
        POSITIONS[bubble.position],
      )}
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className={cn("flex size-8 shrink-0 items-center justify-center rounded-lg", tint)}>
          <Icon className="size-4" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</p>
          <h2 id={titleId} className="text-sm font-semibold">
            {bubble.title}
          </h2>
          <p className="text-sm text-muted-foreground">{bubble.message}</p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Dismiss tip"
        onClick={onDismiss}
        className="absolute top-2 right-2 size-9 pointer-fine:size-8"
      >
        <XIcon aria-hidden="true" />
      </Button>
    </aside>
  );
}
