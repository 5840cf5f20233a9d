"use client";

import { useCallback, useEffect, useRef, useState } from "react";

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
} from "./help-bubbles";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Schedules the context's bubbles. Each one shows once: it counts as seen the moment it shows.
 * A bubble closes (and is not shown later) once the person does what it advises: typing or
 * choosing in its field, or submitting the form it belongs to.
 */
export function useHelpBubble(context: string, bubbles: readonly HelpBubbleModel[]) {
  const [bubble, setBubble] = useState<HelpBubbleModel | null>(null);
  const [round, setRound] = useState(0);
  const current = useRef<HelpBubbleModel | null>(null);

  const remember = useCallback(
    (ids: readonly string[]) => {
      const seen = readDismissed(storage(), context);
      const before = seen.size;
      for (const id of ids) seen.add(id);
      if (seen.size !== before) writeDismissed(storage(), context, seen);
    },
    [context],
  );

  /** Shows `next` unless one shows already or it was seen meanwhile (on another path). */
  const offer = useCallback(
    (next: HelpBubbleModel | null) => {
      if (!next || current.current || readDismissed(storage(), context).has(next.id)) return;
      remember([next.id]);
      current.current = next;
      setBubble(next);
    },
    [context, remember],
  );

  const close = useCallback(() => {
    current.current = null;
    setBubble(null);
  }, []);

  useEffect(() => {
    const next = nextTimedBubble(bubbles, readDismissed(storage(), context));
    if (!next) return;
    const timer = setTimeout(
      () => offer(nextTimedBubble(bubbles, readDismissed(storage(), context))),
      bubbleDelay(next),
    );
    return () => clearTimeout(timer);
  }, [context, bubbles, round, offer]);

  // Idle: after a quiet spell with no pointer, key or scroll activity, once per page load.
  useEffect(() => {
    const idle = nextIdleBubble(bubbles, readDismissed(storage(), context));
    if (!idle) return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        offer(nextIdleBubble(bubbles, readDismissed(storage(), context)));
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
  }, [context, bubbles, round, offer]);

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
      timer = setTimeout(
        () => offer(hoverBubbleFor(bubbles, readDismissed(storage(), context), target)),
        HOVER_DELAY_MS,
      );
    };
    document.addEventListener("pointerover", over);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("pointerover", over);
    };
  }, [context, bubbles, round, offer]);

  // Doing what a bubble advises closes it: typing or choosing in its field (its tips for that
  // field are then seen), or submitting the form (generating).
  useEffect(() => {
    const onEdit = (event: Event) => {
      const field = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-help]") : null;
      const anchor = field?.dataset.help;
      if (!anchor) return;
      remember(bubbles.filter((b) => b.anchor === anchor && b.trigger !== "manual").map((b) => b.id));
      if (current.current?.anchor === anchor) close();
    };
    const onSubmit = () => {
      if (current.current) close();
    };
    // On the window as the events bubble out: after React's own handlers. A re-render between the
    // keystroke and React's onChange would put the field's old value back (the key would be lost).
    window.addEventListener("input", onEdit);
    window.addEventListener("change", onEdit);
    window.addEventListener("submit", onSubmit);
    return () => {
      window.removeEventListener("input", onEdit);
      window.removeEventListener("change", onEdit);
      window.removeEventListener("submit", onSubmit);
    };
  }, [bubbles, remember, close]);

  useEffect(() => {
    if (!bubble || bubble.persistent) return;
    const timer = setTimeout(close, AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [bubble, close]);

  /** Forgets every bubble of the context seen so far and schedules its first bubble again. */
  const reset = useCallback(() => {
    writeDismissed(storage(), context, new Set());
    close();
    setRound((r) => r + 1);
  }, [context, close]);

  return { bubble, dismiss: close, reset };
}
