"use client";

import { useSyncExternalStore } from "react";
import { greetingFor } from "@/lib/content/greeting";

function subscribe(onChange: () => void) {
  const id = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(id);
}

/**
 * The signed-in greeting (docs/product.md#guidance). The server renders it in the account's time
 * zone; the browser then uses its own zone, which only swaps words (no layout shift).
 */
export function Greeting({ initial, name }: { initial: string; name: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () => greetingFor({ at: new Date(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, name }),
    () => initial,
  );
  return (
    <p data-testid="greeting" className="mb-4 text-base font-medium text-foreground sm:text-lg">
      {text}
    </p>
  );
}
