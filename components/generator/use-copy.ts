"use client";

import { useCallback, useEffect, useRef, useState } from "react";

export interface UseCopyResult {
  /** The key of the last successful copy, until `resetMs` has passed; null otherwise. */
  copied: string | null;
  /** Writes `text` to the clipboard; `key` (default: the text) marks what was copied. */
  copy: (text: string, key?: string) => Promise<boolean>;
}

/**
 * Clipboard copy with a short-lived "copied" marker (the highlight lasts 2 s).
 * Callers show their own toasts, since every place words them differently.
 */
export function useCopy(resetMs = 2000): UseCopyResult {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(
    async (text: string, key: string = text) => {
      if (timer.current) clearTimeout(timer.current);
      try {
        // Undefined outside a secure context (plain http on a LAN address).
        if (!navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
        await navigator.clipboard.writeText(text);
      } catch {
        setCopied(null);
        return false;
      }
      setCopied(key);
      timer.current = setTimeout(() => setCopied(null), resetMs);
      return true;
    },
    [resetMs],
  );

  return { copied, copy };
}
