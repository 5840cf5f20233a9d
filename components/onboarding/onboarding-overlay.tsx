"use client";

import { useState } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { ArrowRight, Eye, LayoutTemplate, Rocket, Sparkles, Wand2, XIcon, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { trackJourney } from "@/lib/analytics/page-analytics";
import { setFlag } from "@/lib/client/flags";
import { ONBOARDING_TIMING } from "@/lib/content/guidance";
import type { OnboardingSlide } from "@/lib/content/onboarding";
import { cn } from "@/lib/utils";

const ICONS: Record<OnboardingSlide["icon"], LucideIcon> = {
  sparkles: Sparkles,
  wand: Wand2,
  "layout-template": LayoutTemplate,
  eye: Eye,
  rocket: Rocket,
};

/**
 * The five-slide onboarding overlay (spec §2, §4): fades in over 0.8 s; the last
 * slide, Skip or close end it with a 0.4 s fade and store the seen flag.
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
  const slide = slides[index];
  if (!slide) return null;
  const last = index === slides.length - 1;
  const Icon = ICONS[slide.icon];

  function end(how: string) {
    setFlag("onboardingSeen");
    trackJourney("onboarding", how);
    setOpen(false);
    // Unmount after the fade-out.
    window.setTimeout(onDone, ONBOARDING_TIMING.fadeOutMs + 50);
  }

  const fade = { animationDuration: `${open ? ONBOARDING_TIMING.fadeInMs : ONBOARDING_TIMING.fadeOutMs}ms` };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(o) => !o && end("close")}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          style={fade}
          // Clear, not a dark scrim: the welcome card floats over a page the visitor can still
          // see (and a click outside it ends onboarding). Dimming the whole page 1.5 s after it
          // painted read as a second page load, to people and to Lighthouse's Speed Index alike.
          className="fixed inset-0 z-50 bg-transparent"
        />
        <DialogPrimitive.Content
          style={fade}
          data-testid="onboarding"
          className={cn(
            "fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-50 mx-auto grid max-h-[calc(100dvh-1.5rem)] max-w-md gap-5 overflow-y-auto rounded-3xl border bg-card p-6 text-center text-card-foreground shadow-2xl ring-1 ring-primary/20 outline-hidden",
            "sm:right-6 sm:bottom-6 sm:left-auto sm:w-md",
            "data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none",
          )}
        >
          <DialogPrimitive.Close className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground hover:bg-accent hover:text-accent-foreground">
            <XIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
          <span className="bg-brand-gradient mx-auto mt-4 flex size-16 items-center justify-center rounded-2xl text-brand-foreground shadow-lg">
            <Icon className="size-8" aria-hidden="true" />
          </span>
          <div className="grid gap-2" aria-live="polite">
            <p className="text-xs font-medium text-muted-foreground">
              {index + 1} of {slides.length}
            </p>
            <DialogPrimitive.Title className="text-2xl font-bold tracking-tight">{slide.title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-muted-foreground">{slide.body}</DialogPrimitive.Description>
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
                    <a href="/instagram/login?mode=signup" onClick={() => setFlag("onboardingSeen")}>
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
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
