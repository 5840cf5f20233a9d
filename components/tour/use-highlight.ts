"use client";

import { useEffect } from "react";

/** Scrolls the step's target into view and outlines it while the step is shown. */
export function useHighlight(selector: string | undefined, block: ScrollLogicalPosition) {
  useEffect(() => {
    if (!selector) return;
    const el = document.querySelector<HTMLElement>(selector);
    if (!el) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollIntoView({ block, behavior: reduce ? "auto" : "smooth" });
    const previous = { outline: el.style.outline, outlineOffset: el.style.outlineOffset };
    el.style.outline = "3px solid var(--ring)";
    el.style.outlineOffset = "-3px";
    el.dataset.tourHighlight = "true";
    return () => {
      el.style.outline = previous.outline;
      el.style.outlineOffset = previous.outlineOffset;
      delete el.dataset.tourHighlight;
    };
  }, [selector, block]);
}
