"use client";

import { useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { InfoIcon, LightbulbIcon, RocketIcon, WandSparklesIcon, XIcon, type LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { focusedTextField, useFloatingTurn } from "@/lib/client/floating-layer";
import { cn } from "@/lib/utils";
import { placeBubble, type BubblePlacement, type HelpBubbleModel, type HelpBubbleType } from "./help-bubbles";

const TYPES: Record<HelpBubbleType, { icon: LucideIcon; label: string; tint: string }> = {
  tip: { icon: LightbulbIcon, label: "Tip", tint: "bg-primary/10 text-primary" },
  hint: { icon: WandSparklesIcon, label: "Hint", tint: "bg-info/10 text-info" },
  info: { icon: InfoIcon, label: "Good to know", tint: "bg-info/10 text-info" },
  boost: { icon: RocketIcon, label: "Boost", tint: "bg-success/10 text-success" },
};

/** The bottom edge of the sticky header: a bubble placed under it could not be read. */
function headerBottom(): number {
  const header = document.querySelector("header");
  if (!header || !["sticky", "fixed"].includes(getComputedStyle(header).position)) return 0;
  return Math.max(0, header.getBoundingClientRect().bottom);
}

function box(rect: DOMRect) {
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

/**
 * A help bubble pointing at its field (the element marked `data-help` with the bubble's anchor)
 * from right above or below it. It sits in the page, not on the screen, so it scrolls away with
 * its field; it never lies over that field or the field with focus. On a small screen it waits
 * while a toast shows (one floating thing at a time).
 */
export function HelpBubble({ bubble, onDismiss }: { bubble: HelpBubbleModel; onDismiss: () => void }) {
  const titleId = useId();
  const { icon: Icon, label, tint } = TYPES[bubble.type];
  const ref = useRef<HTMLElement>(null);
  const [place, setPlace] = useState<BubblePlacement | null>(null);
  const { show, tick } = useFloatingTurn("tip", true);

  useLayoutEffect(() => {
    const anchor = document.querySelector(`[data-help="${bubble.anchor}"]`);
    const own = ref.current;
    if (!anchor || !own) return;
    const focused = focusedTextField();
    const next = placeBubble({
      anchor: box(anchor.getBoundingClientRect()),
      bubble: { width: own.offsetWidth, height: own.offsetHeight },
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
      topInset: headerBottom(),
      focused: focused && !anchor.contains(focused) ? box(focused.getBoundingClientRect()) : null,
      scroll: { x: window.scrollX, y: window.scrollY },
      prefer: place?.side,
    });
    if (next?.top !== place?.top || next?.left !== place?.left || next?.side !== place?.side) setPlace(next);
  }, [bubble.anchor, tick, place]);

  const visible = show && place !== null;

  return createPortal(
    <aside
      ref={ref}
      aria-labelledby={titleId}
      aria-live="polite"
      data-testid="help-bubble"
      data-side={place?.side}
      onKeyDown={(event) => {
        if (event.key === "Escape") onDismiss();
      }}
      style={place ? { top: place.top, left: place.left } : { top: 0, left: 0 }}
      className={cn(
        "absolute z-30 w-[min(20rem,calc(100vw-2rem))] rounded-xl border bg-popover p-4 pr-14 text-popover-foreground shadow-lg pointer-fine:pr-12",
        visible ? "animate-popover-in" : "invisible",
      )}
    >
      <span
        aria-hidden="true"
        style={{ left: place?.arrowLeft ?? 24 }}
        className={cn(
          "absolute size-3 -translate-x-1/2 rotate-45 border-popover bg-popover",
          place?.side === "below"
            ? "-top-1.5 border-t border-l border-t-border border-l-border"
            : "-bottom-1.5 border-r border-b border-r-border border-b-border",
        )}
      />
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
        className="absolute top-1 right-1 size-11 pointer-fine:top-2 pointer-fine:right-2 pointer-fine:size-8"
      >
        <XIcon aria-hidden="true" />
      </Button>
    </aside>,
    document.body,
  );
}
