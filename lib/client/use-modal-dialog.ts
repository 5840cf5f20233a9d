"use client";

import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A `<dialog>` card that behaves as a modal for keyboard and screen-reader users (give it
 * aria-modal and tabIndex -1: it takes focus as it opens, Tab and Shift+Tab wrap around inside,
 * Escape asks `onDismiss`) while the page around it stays as it is: a pointer press outside the
 * card asks `onDismiss` too. Opened with `show()`, not `showModal()`: making the page inert, like
 * a script-built modal's scroll lock and aria-hiding, restyles the whole page as it opens (a long
 * task on a phone, just after load, for a card that floats over a page meant to stay visible).
 */
export function useModalDialog(onDismiss: () => void): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.show();
    dialog.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        dismiss.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = active === dialog || !dialog.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || (outside && active !== dialog))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) dismiss.current();
    };
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("pointerdown", onPointerDown, true);
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected && dialog.contains(document.activeElement)) returnTo.focus();
    };
  }, []);

  return ref;
}
