"use client";

import { useId, useState } from "react";
import { ArrowRight, Eye, LayoutTemplate, Rocket, Sparkles, Wand2, XIcon, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { trackJourney } from "@/lib/analytics/page-analytics";
import { setFlag } from "@/lib/client/flags";
import { useModalDialog } from "@/lib/client/use-modal-dialog";
import { ONBOARDING_TIMING } from "@/lib/content/guidance";
import type { OnboardingSlide } from "@/lib/content/onboarding";
import { cn } from "@/lib/utils";
import { href } from "@/lib/config/paths";

const ICONS: Record<OnboardingSlide["icon"], LucideIcon> = {
  sparkles: Sparkles,
  wand: Wand2,
  "layout-template": LayoutTemplate,
  eye: Eye,
  rocket: Rocket,
};

/**
 * The five-slide onboarding overlay (docs/product.md#guidance): fades in over 0.8 s; the last
 * slide, Skip, close, Escape or a click outside end it with a 0.4 s fade and store the seen flag.
 * A `<dialog>` card over a page that stays visible (no scrim), modal to the keyboard and to
 * screen readers (see useModalDialog); opening it is one short task, where Radix's modal
 * restyled the whole page twice just after load.
 */
export function OnboardingOverlay({
  slides,
  signedIn,
  onDone,
}: {
  slides: OnboardingSlide[];
  signedIn: boolean;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const bodyId = useId();
  const ref = useModalDialog(() => end("close"));
  const slide = slides[index];
  if (!slide) return null;
  const last = index === slides.length - 1;
  const Icon = ICONS[slide.icon];

  function end(how: string) {
    if (!open) return;
    setFlag("onboardingSeen");
    trackJourney("onboarding", how);
    setOpen(false);
    // Unmount after the fade-out.
    window.setTimeout(onDone, ONBOARDING_TIMING.fadeOutMs + 50);
  }

  const fade = { animationDuration: `${open ? ONBOARDING_TIMING.fadeInMs : ONBOARDING_TIMING.fadeOutMs}ms` };

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      aria-modal="true"
      style={fade}
      data-testid="onboarding"
      data-state={open ? "open" : "closed"}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className={cn(
        "fixed inset-x-3 top-auto bottom-[max(0.75rem,env(safe-area-inset-bottom))] m-0 mx-auto hidden max-h-[calc(100dvh-1.5rem)] w-auto max-w-md gap-5 overflow-y-auto rounded-3xl border bg-card p-6 text-center text-card-foreground shadow-2xl ring-1 ring-primary/20 outline-hidden",
        "z-50 open:grid sm:right-6 sm:bottom-6 sm:left-auto sm:w-md",
        "data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none",
      )}
    >
      <button
        type="button"
        onClick={() => end("close")}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground hover:bg-accent hover:text-accent-foreground"
      >
        <XIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">Close</span>
      </button>
      <span className="bg-brand-gradient mx-auto mt-4 flex size-16 items-center justify-center rounded-2xl text-brand-foreground shadow-lg">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <div className="grid gap-2" aria-live="polite">
        <p className="text-xs font-medium text-muted-foreground">
          {index + 1} of {slides.length}
        </p>
        <h2 id={titleId} className="text-2xl font-bold tracking-tight">
          {slide.title}
        </h2>
        <p id={bodyId} className="text-muted-foreground">
          {slide.body}
        </p>
      </div>
      <div className="flex justify-center gap-2" aria-hidden="true">
        {slides.map((s, i) => (
          <span
            key={s.id}
            className={cn(
              "h-2 rounded-full transition-all",
              i === index ? "w-6 bg-primary" : "w-2 bg-muted-foreground/30",
            )}
          />
        ))}
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {last ? (
          <>
            <Button variant="outline" onClick={() => end("finish")}>
              Look around
            </Button>
            {signedIn ? (
              <Button asChild variant="gradient">
                <a href="#generator" onClick={() => end("finish")}>
                  Write my bio
                </a>
              </Button>
            ) : (
              <Button asChild variant="gradient">
                <a href={href("login", { mode: "signup" })} onClick={() => setFlag("onboardingSeen")}>
                  Create Free Account
                </a>
              </Button>
            )}
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={() => end("skip")}>
              Skip
            </Button>
            <Button
              onClick={() => {
                setIndex(index + 1);
                trackJourney("onboarding", index + 2);
              }}
            >
              Next
              <ArrowRight aria-hidden="true" />
            </Button>
          </>
        )}
      </div>
    </dialog>
  );
}
