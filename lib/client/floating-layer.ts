"use client";

import { useEffect, useState, useSyncExternalStore, type RefObject } from "react";

// The UI that floats over a page (a help tip, a toast, the round help button, the Tutorial
// button) takes turns on small screens: at most one shows at a time there, so a phone's screen
// stays for what the person is reading. Wider screens show each where it belongs.
//
// A kind that wants to show "claims" its place; on a small screen only the first claimed kind in
// FLOATING_ORDER is shown, the others wait. Toasts are claimed from the DOM (every toaster is
// sonner's), so nothing that sends a toast needs to know about this.

export type FloatingKind = "toast" | "tip" | "help" | "tutorial";

/** Who goes first when several want the small screen: what was just said, then help. */
export const FLOATING_ORDER: readonly FloatingKind[] = ["toast", "tip", "help", "tutorial"];

/** Screens this narrow (CSS px) show one floating element at a time. */
export const SMALL_SCREEN_QUERY = "(max-width: 640px)";

/**
 * How a floating button steps aside: see-through and letting taps pass to what is under it, yet
 * still reachable with the keyboard (it shows again while it has keyboard focus).
 */
export const STEPPED_ASIDE =
  "pointer-events-none opacity-0 focus-visible:pointer-events-auto focus-visible:opacity-100";

/** Elements a floating button must never lie over (bio cards, their Copy buttons). */
export const FLOATING_AVOID_ATTRIBUTE = "data-floating-avoid";

const claims = new Map<FloatingKind, number>();
const listeners = new Set<() => void>();
let version = 0;

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Claims a place for `kind` until the returned release is called. Claims of one kind add up. */
export function claimFloating(kind: FloatingKind): () => void {
  claims.set(kind, (claims.get(kind) ?? 0) + 1);
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (claims.get(kind) ?? 1) - 1;
    if (left > 0) claims.set(kind, left);
    else claims.delete(kind);
    notify();
  };
}

export function isClaimed(kind: FloatingKind): boolean {
  return claims.has(kind);
}

/** Whether `kind` may show on a small screen now: no kind before it in FLOATING_ORDER is claimed. */
export function hasTurn(kind: FloatingKind): boolean {
  for (const other of FLOATING_ORDER) {
    if (other === kind) return true;
    if (claims.has(other)) return false;
  }
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  startWatching();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopWatching();
  };
}

// What moves floating UI around without React knowing: scrolling, resizing, focus moving, and
// content (toasts, results) coming and going. One watcher for every subscriber, one frame apart.
let stopWatching: () => void = () => {};
let releaseToast: (() => void) | null = null;

function toastsShown(): boolean {
  return document.querySelector('[data-sonner-toast]:not([data-removed="true"])') !== null;
}

function startWatching() {
  if (listeners.size !== 1) return;
  let frame = 0;
  const tick = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const shown = toastsShown();
      if (shown && !releaseToast) releaseToast = claimFloating("toast");
      else if (!shown && releaseToast) {
        releaseToast();
        releaseToast = null;
      } else notify();
    });
  };
  const observer = new MutationObserver(tick);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["data-removed", FLOATING_AVOID_ATTRIBUTE],
  });
  const events = ["scroll", "resize", "focusin", "focusout"] as const;
  for (const name of events) window.addEventListener(name, tick, { passive: true, capture: true });
  const small = window.matchMedia(SMALL_SCREEN_QUERY);
  small.addEventListener("change", tick);
  tick();
  stopWatching = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    observer.disconnect();
    for (const name of events) window.removeEventListener(name, tick, { capture: true });
    small.removeEventListener("change", tick);
    releaseToast?.();
    releaseToast = null;
    stopWatching = () => {};
  };
}

const isSmall = () => window.matchMedia(SMALL_SCREEN_QUERY).matches;

/**
 * Claims `kind` while `wanted` and tells whether it may show: always on wide screens, on small
 * ones only when it has the turn. Re-renders whenever the page moves (see the watcher above).
 */
export function useFloatingTurn(kind: FloatingKind, wanted: boolean): { show: boolean; tick: number } {
  useEffect(() => (wanted ? claimFloating(kind) : undefined), [kind, wanted]);
  const tick = useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  const small = typeof window !== "undefined" && isSmall();
  return { show: wanted && (!small || hasTurn(kind)), tick };
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

const TEXT_FIELD =
  "input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, select";

/** Whether the focused element is a field being typed in (where a phone's keyboard opens). */
export function focusedTextField(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return null;
  return active.matches(TEXT_FIELD) || active.isContentEditable ? active : null;
}

/** What a tap would reach under a corner button: never covered by it. */
const INTERACTIVE = [
  "a[href]",
  "button",
  "input",
  "select",
  "textarea",
  "summary",
  "label",
  "[role=button]",
  "[role=tab]",
  "[role=radio]",
  "[role=checkbox]",
  "[role=combobox]",
  `[${FLOATING_AVOID_ATTRIBUTE}]`,
].join(", ");

/** Points across a box (corners, edge middles, centre), a little inside its edges. */
function samplePoints(box: DOMRect): [number, number][] {
  const xs = [box.left + 2, box.left + box.width / 2, box.right - 2];
  const ys = [box.top + 2, box.top + box.height / 2, box.bottom - 2];
  return xs.flatMap((x) => ys.map((y): [number, number] => [x, y]));
}

/**
 * Whether a fixed element lies clear of what matters under it: anything a tap would reach (a
 * link, a button, a field, a tab), every area marked `data-floating-avoid` (bio cards), and the
 * field with focus. On a small screen it also steps aside while a field is typed in: the
 * keyboard leaves little room there. `tick` comes from useFloatingTurn, so this is measured
 * again whenever the page scrolls or changes.
 */
export function useClearOfContent(ref: RefObject<HTMLElement | null>, tick: number): boolean {
  const [clear, setClear] = useState(true);
  useEffect(() => {
    const self = ref.current;
    const own = self?.getBoundingClientRect();
    if (!self || !own || own.width === 0) return;
    const field = focusedTextField();
    const typing = field !== null && isSmall();
    const overField = field !== null && overlaps(own, field.getBoundingClientRect());
    const overControl = samplePoints(own).some(([x, y]) =>
      document.elementsFromPoint(x, y).some((el) => !self.contains(el) && el.closest(INTERACTIVE) !== null),
    );
    // Measured after layout: the result depends on the page, not on React state.
    setClear(!typing && !overField && !overControl);
  }, [ref, tick]);
  return clear;
}
