"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { recordFeatureUse } from "@/lib/analytics/page-analytics";
import { STEPPED_ASIDE, useClearOfContent, useFloatingTurn } from "@/lib/client/floating-layer";
import { shouldAutoOpenTutorial, shouldShowOnboarding, tutorialKnown } from "@/lib/client/flags";
import { ONBOARDING_TIMING, TOUR_TIMING } from "@/lib/content/guidance";
import type { OnboardingSlide } from "@/lib/content/onboarding";
import type { TourStep } from "@/lib/content/tour";
import type { TutorialStep } from "@/lib/content/tutorial";
import { GUIDE_EVENT, type GuideKind } from "./guide-events";

// The overlays load only when one opens, so public pages stay small (docs/product.md#performance).
const OnboardingOverlay = dynamic(
  () => import("@/components/onboarding/onboarding-overlay").then((m) => m.OnboardingOverlay),
  {
    ssr: false,
  },
);
const GuidedTour = dynamic(() => import("@/components/tour/guided-tour").then((m) => m.GuidedTour), { ssr: false });
const TutorialDialog = dynamic(() => import("@/components/tutorial/tutorial-dialog").then((m) => m.TutorialDialog), {
  ssr: false,
});

const FLAGS_EVENT = "biostudio:flags-changed";
/** The tutorial opens by itself a moment after load, like onboarding, once the page has settled. */
const TUTORIAL_AUTO_OPEN_MS = ONBOARDING_TIMING.openDelayMs;

function subscribeFlags(onChange: () => void) {
  window.addEventListener(FLAGS_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(FLAGS_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * One place decides which guidance overlay is open, so two never stack:
 * onboarding opens by itself 1.5 s after load for signed-out visitors without
 * the seen flag; the tour opens 1 s after its button; the tutorial opens by itself
 * on a load where onboarding does not, until it is seen or done, and
 * from the small 'Tutorial' button at any time.
 */
export function HomeGuidance({
  signedIn,
  slides,
  tourSteps,
  tutorialSteps,
  tutorialIcon,
}: {
  signedIn: boolean;
  slides: OnboardingSlide[];
  tourSteps: TourStep[];
  tutorialSteps: TutorialStep[];
  /** The small Tutorial button's icon, drawn on the server. */
  tutorialIcon: ReactNode;
}) {
  const [open, setOpen] = useState<GuideKind | null>(null);
  const [starting, setStarting] = useState(false);
  const newcomer = useSyncExternalStore(
    subscribeFlags,
    () => !tutorialKnown(),
    () => false,
  );
  const timer = useRef<number | undefined>(undefined);
  // One corner button at a time on a phone: where the generator's help button shows, its panel
  // opens the tutorial; and it steps aside from the field being typed in and from bio cards.
  const button = useRef<HTMLButtonElement>(null);
  const { show: turn, tick } = useFloatingTurn("tutorial", true);
  const clear = useClearOfContent(button, tick);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback((kind: GuideKind) => {
    window.clearTimeout(timer.current);
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    recordFeatureUse(kind, "button");
    if (kind === "tour") {
      setOpen(null);
      setStarting(true);
      timer.current = window.setTimeout(() => {
        setStarting(false);
        setOpen("tour");
      }, TOUR_TIMING.openDelayMs);
    } else {
      setStarting(false);
      setOpen(kind);
    }
  }, []);

  useEffect(() => {
    if (shouldShowOnboarding({ signedIn })) {
      timer.current = window.setTimeout(() => setOpen((o) => o ?? "onboarding"), ONBOARDING_TIMING.openDelayMs);
    } else if (shouldAutoOpenTutorial({ signedIn })) {
      timer.current = window.setTimeout(() => setOpen((o) => o ?? "tutorial"), TUTORIAL_AUTO_OPEN_MS);
    }
    const onGuide = (event: Event) => show((event as CustomEvent<GuideKind>).detail);
    window.addEventListener(GUIDE_EVENT, onGuide);
    return () => {
      window.clearTimeout(timer.current);
      window.removeEventListener(GUIDE_EVENT, onGuide);
    };
  }, [signedIn, show]);

  const close = useCallback(() => {
    setOpen(null);
    window.dispatchEvent(new Event(FLAGS_EVENT));
  }, []);

  // Back to the button that opened the overlay, after the dialog has unmounted
  // (Radix would return focus to a trigger, and these dialogs have none).
  const wasOpen = useRef(false);
  useEffect(() => {
    const closing = wasOpen.current && open === null;
    wasOpen.current = open !== null;
    if (!closing || !returnFocus.current) return;
    const target = returnFocus.current;
    returnFocus.current = null;
    const id = window.setTimeout(() => target.focus({ preventScroll: true }), 0);
    return () => window.clearTimeout(id);
  }, [open]);

  return (
    <>
      <p role="status" className="sr-only">
        {starting ? "Starting the guided tour…" : ""}
      </p>
      <button
        ref={button}
        type="button"
        data-floating-corner=""
        onClick={() => show("tutorial")}
        className={[
          "fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 inline-flex min-h-11 items-center gap-2 rounded-full border bg-card px-4 text-sm font-medium text-card-foreground shadow-lg transition-[color,background-color,opacity] hover:bg-accent",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          // A round icon button on phones: less of the page under it.
          "max-sm:size-12 max-sm:justify-center max-sm:px-0",
          newcomer && "border-primary",
          !(turn && clear) && STEPPED_ASIDE,
        ]
          .filter(Boolean)
          .join(" ")}
      >
        {tutorialIcon}
        <span className="max-sm:sr-only">Tutorial</span>
        {newcomer && (
          <span
            className="size-2 rounded-full bg-primary motion-safe:animate-pulse max-sm:absolute max-sm:top-1.5 max-sm:right-1.5"
            aria-hidden="true"
          />
        )}
      </button>
      {open === "onboarding" && <OnboardingOverlay slides={slides} signedIn={signedIn} onDone={close} />}
      {open === "tour" && <GuidedTour steps={tourSteps} onDone={close} />}
      {open === "tutorial" && <TutorialDialog steps={tutorialSteps} onDone={close} />}
    </>
  );
}
