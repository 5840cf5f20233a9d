"use client";

import { useCallback, useSyncExternalStore } from "react";
import { ChartNoAxesColumnIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

// The generator's Show/Hide Progress toggle. The choice is remembered in this browser.

const KEY = "biostudio.generator.progress-hidden";
const listeners = new Set<() => void>();
/** The choice for this page view, used when storage is blocked. */
let memory = true;

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== "1";
  } catch {
    return memory;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProgressVisibility() {
  const shown = useSyncExternalStore(subscribe, read, () => true);
  const toggle = useCallback(() => {
    memory = !read();
    try {
      if (memory) window.localStorage.removeItem(KEY);
      else window.localStorage.setItem(KEY, "1");
    } catch {
      // Storage blocked: \`memory\` keeps the choice for this page view.
    }
    for (const listener of listeners) listener();
  }, []);
  return { shown, toggle };
}

export function ProgressToggle({
  shown,
  controls,
  onToggle,
}: {
  shown: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="self-start"
      aria-expanded={shown}
      aria-controls={controls}
      onClick={onToggle}
    >
      <ChartNoAxesColumnIcon aria-hidden="true" />
      {shown ? "Hide Progress" : "Show Progress"}
    </Button>
  );
}
