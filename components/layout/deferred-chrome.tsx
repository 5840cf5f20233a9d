"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { onGamificationDemand } from "@/components/gamification/announce";
import { markToasterReady, onToasterDemand } from "@/lib/client/toast";

// The parts of the app's chrome that nothing shows until something happens: the toaster and
// the achievement feedback. Their code (sonner, the level-up dialog) loads on the first toast
// or the first gamification outcome of a visit, not with every page (docs/product.md#performance: public pages
// ship no client code beyond what a click needs).

const loadToaster = () => import("@/components/ui/sonner");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
const GamificationFeedback = lazy(() =>
  import("@/components/gamification/gamification-feedback").then((m) => ({ default: m.GamificationFeedback })),
);

export function DeferredChrome() {
  const [toaster, setToaster] = useState(false);
  const [gamification, setGamification] = useState(false);
  useEffect(() => onToasterDemand(() => setToaster(true)), []);
  useEffect(() => onGamificationDemand(() => setGamification(true)), []);
  // Most toasts answer a click or a key: fetch the toaster's code on the first one, so the toast
  // that follows does not wait for it (and a page nobody touches never downloads it).
  useEffect(() => {
    const preload = () => void loadToaster();
    const options = { once: true, capture: true, passive: true } as const;
    window.addEventListener("pointerdown", preload, options);
    window.addEventListener("keydown", preload, options);
    return () => {
      window.removeEventListener("pointerdown", preload, options);
      window.removeEventListener("keydown", preload, options);
    };
  }, []);

  return (
    <>
      {toaster && (
        // Suspense commits both together, and Toaster's effects (its subscription) run before
        // ToasterReady's: a toast waiting for the toaster is shown, not lost.
        <Suspense fallback={null}>
          <Toaster />
          <ToasterReady />
        </Suspense>
      )}
      {gamification && (
        <Suspense fallback={null}>
          <GamificationFeedback />
        </Suspense>
      )}
    </>
  );
}

function ToasterReady() {
  useEffect(() => markToasterReady(), []);
  return null;
}
