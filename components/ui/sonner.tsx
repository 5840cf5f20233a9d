"use client";

import { type CSSProperties, useSyncExternalStore } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useTheme } from "@/components/theme/theme-provider";
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon, XIcon } from "lucide-react";

/*
 * Our toast settings, on sonner 2.0.8:
 * - one toast shown at a time (`visibleToasts`), 5000 ms each (`duration`);
 * - F8 focuses the toast region (`hotkey` is matched against KeyboardEvent.code);
 * - swipe right to dismiss (`swipeDirections`). Sonner's swipe threshold is a hard-coded 45 px
 *   (plus a fast-flick velocity check), not the 50 px we would choose, and cannot be configured;
 * - at most 420 px wide (`--width`); under 600 px sonner spans the screen minus a 16 px inset.
 *   There, toasts come from the top: at the bottom a full-width toast lay over the action row of
 *   bottom sheets (the tutorial's Previous/Next right after signing in) and the thumb's reach.
 * The old Radix-toast store's 1,000,000 ms "removal delay" does not apply: sonner unmounts a
 * dismissed toast after its 200 ms exit, so there is nothing to set.
 */
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_WIDTH_PX = 420;
/** Sonner's own breakpoint for its full-width phone layout. */
const PHONE_QUERY = "(max-width: 600px)";

function subscribePhone(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

export function Toaster(props: ToasterProps) {
  const { theme } = useTheme();
  // The toaster only ever renders in the browser (it is loaded on the first toast).
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);

  return (
    <Sonner
      theme={theme}
      position={phone ? "top-center" : "bottom-right"}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      richColors
      closeButton
      className="toaster group"
      icons={{
        success: <CircleCheckIcon aria-hidden="true" className="size-4" />,
        info: <InfoIcon aria-hidden="true" className="size-4" />,
        warning: <TriangleAlertIcon aria-hidden="true" className="size-4" />,
        error: <OctagonXIcon aria-hidden="true" className="size-4" />,
        loading: <Loader2Icon aria-hidden="true" className="size-4 animate-spin" />,
        close: <XIcon aria-hidden="true" className="size-3.5" />,
      }}
      toastOptions={{
        closeButtonAriaLabel: "Close notification",
        classNames: {
          toast: "shadow-lg! gap-2.5!",
          title: "text-sm! font-semibold!",
          description: "text-[13px]!",
          // 24 px is the WCAG 2.2 minimum target; sonner draws 20 px.
          closeButton: "size-6!",
        },
      }}
      style={
        {
          // Sonner inlines its own system font stack; use the product's.
          fontFamily: "var(--font-sans)",
          "--width": `${TOAST_MAX_WIDTH_PX}px`,
          "--border-radius": "var(--radius)",
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--normal-bg-hover": "var(--accent)",
          "--normal-border-hover": "var(--border)",
          // Rich colours from the design tokens (checked >= 4.5:1 in both themes).
          "--success-bg": "color-mix(in oklch, var(--success) 10%, var(--popover))",
          "--success-border": "color-mix(in oklch, var(--success) 30%, var(--popover))",
          "--success-text": "var(--success)",
          "--info-bg": "color-mix(in oklch, var(--info) 10%, var(--popover))",
          "--info-border": "color-mix(in oklch, var(--info) 30%, var(--popover))",
          "--info-text": "var(--info)",
          "--warning-bg": "color-mix(in oklch, var(--warning) 10%, var(--popover))",
          "--warning-border": "color-mix(in oklch, var(--warning) 30%, var(--popover))",
          "--warning-text": "var(--warning)",
          "--error-bg": "color-mix(in oklch, var(--destructive) 10%, var(--popover))",
          "--error-border": "color-mix(in oklch, var(--destructive) 30%, var(--popover))",
          "--error-text": "var(--destructive)",
          // Close button on the trailing corner, where a thumb swiping right already is.
          "--toast-close-button-start": "unset",
          "--toast-close-button-end": "0",
          "--toast-close-button-transform": "translate(35%, -35%)",
          // React's CSSProperties has no custom properties, hence the assertion.
        } as CSSProperties
      }
      {...props}
    />
  );
}
