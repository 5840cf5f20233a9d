"use client";

import * as React from "react";
import type { ReactNode } from "react";

import { useTheme } from "@/components/theme/theme-provider";
import { THEMES, type Theme } from "@/lib/theme/theme";

const LABELS: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };

/** The icons, drawn by the server component in ./theme-toggle (no icon code in the page's script). */
export interface ThemeToggleIcons {
  button: ReactNode;
  themes: Record<Theme, ReactNode>;
  check: ReactNode;
}

/** Runs `apply` with every CSS transition held for two frames, so colours switch at once. */
function withoutTransitions(apply: () => void) {
  const style = document.createElement("style");
  style.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(style);
  apply();
  // Let one frame paint with the new colours before transitions come back.
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}

// In the header of every page, so it is built on the browser's own popover (light dismiss,
// Escape, focus order after the button, focus back on close) instead of a menu library.
// The only script is placing the panel under its button when it opens. The button's classes
// come from the server (./theme-toggle), so no class-merging code ships for it.
export function ThemeToggleMenu({ buttonClassName, icons }: { buttonClassName: string; icons: ThemeToggleIcons }) {
  const { theme: current, setTheme } = useTheme();
  const id = React.useId();
  const button = React.useRef<HTMLButtonElement>(null);
  const panel = React.useRef<HTMLDivElement>(null);

  const place = (event: React.SyntheticEvent<HTMLDivElement>) => {
    const rect = button.current?.getBoundingClientRect();
    if (!rect || (event.nativeEvent as ToggleEvent).newState !== "open") return;
    const el = event.currentTarget;
    el.style.top = `${rect.bottom + 4}px`;
    el.style.right = `${Math.max(8, document.documentElement.clientWidth - rect.right)}px`;
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        data-slot="button"
        aria-label="Toggle theme"
        className={buttonClassName}
        popoverTarget={id}
      >
        {icons.button}
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        onBeforeToggle={place}
        aria-label="Theme"
        role="group"
        className="fixed inset-auto m-0 min-w-36 rounded-lg border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <p className="px-2 py-1.5 text-sm font-medium" aria-hidden="true">
          Theme
        </p>
        {THEMES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={current === value}
            onClick={() => {
              withoutTransitions(() => setTheme(value));
              panel.current?.hidePopover();
            }}
            className="flex min-h-10 w-full items-center gap-2 rounded-md px-2 text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring pointer-fine:min-h-8"
          >
            {icons.themes[value]}
            <span className="flex-1 text-left">{LABELS[value]}</span>
            {current === value && icons.check}
          </button>
        ))}
      </div>
    </>
  );
}
