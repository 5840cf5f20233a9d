"use client";

import { useEffect, useRef, useState } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import {
  ArrowLeft,
  ArrowRight,
  AudioLines,
  Flag,
  Pause,
  Play,
  RotateCcw,
  Square,
  Volume2,
  VolumeX,
  XIcon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { trackJourney } from "@/lib/analytics/page-analytics";
import { setFlag } from "@/lib/client/flags";
import { TOUR_TIMING } from "@/lib/content/guidance";
import type { TourStep } from "@/lib/content/tour";
import { cn } from "@/lib/utils";
import { GuideCharacter } from "./guide-character";
import { speak, speechAvailable, voiceInstalled } from "./use-tour-voice";
import { useHighlight } from "./use-highlight";

/**
 * The 8-step guided tour (docs/product.md#guidance). Unless paused it advances 500 ms after
 * the voice ends or fails, or after 6 s when the voice is off. Finishing or
 * skipping stores the tour-seen flag.
 */
export function GuidedTour({ steps, onDone }: { steps: TourStep[]; onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [voiceOn, setVoiceOn] = useState(() => voiceInstalled());
  const [speaking, setSpeaking] = useState(false);
  // Bumped to re-run the step's timing (restart, manual play/stop).
  const [run, setRun] = useState(0);
  const silentOnce = useRef(false);
  const step = steps[index];
  const last = index === steps.length - 1;

  useHighlight(step?.target, step?.position === "bottom" ? "start" : "center");

  useEffect(() => {
    trackJourney("tour", index + 1);
  }, [index]);

  useEffect(() => {
    if (!step || paused) return;
    const advance = () => {
      if (!last) setIndex((i) => Math.min(i + 1, steps.length - 1));
    };
    let timer: number | undefined;
    let stop: (() => void) | undefined;
    const silent = silentOnce.current || !voiceOn || !speechAvailable();
    silentOnce.current = false;
    if (silent) {
      timer = window.setTimeout(advance, TOUR_TIMING.silentStepMs);
    } else {
      setSpeaking(true);
      stop = speak(step.voiceText, () => {
        setSpeaking(false);
        timer = window.setTimeout(advance, TOUR_TIMING.afterVoiceMs);
      });
    }
    return () => {
      stop?.();
      setSpeaking(false);
      window.clearTimeout(timer);
    };
  }, [step, paused, voiceOn, run, last, steps.length]);

  if (!step) return null;

  function end(how: "finish" | "skip") {
    setFlag("tourSeen");
    trackJourney("tour", how);
    onDone();
  }

  function toggleSpeech() {
    if (speaking) silentOnce.current = true;
    else setVoiceOn(true);
    setPaused(false);
    setRun((r) => r + 1);
  }

  const percent = Math.round(((index + 1) / steps.length) * 100);
  const status = paused
    ? "Paused"
    : last
      ? "Last step"
      : voiceOn && speechAvailable()
        ? "Next step 0.5 s after the voice"
        : `Next step in ${TOUR_TIMING.silentStepMs / 1000} s`;

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && end("skip")}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          data-testid="guided-tour"
          onInteractOutside={(e) => e.preventDefault()}
          className={cn(
            "fixed inset-x-2 bottom-2 z-50 grid max-h-[calc(100dvh-1rem)] gap-4 overflow-y-auto rounded-2xl border bg-card p-4 text-card-foreground shadow-2xl outline-hidden sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[26rem] sm:p-5",
            step.position === "center" && "sm:right-1/2 sm:bottom-1/2 sm:translate-x-1/2 sm:translate-y-1/2",
            "data-[state=open]:animate-fade-in",
          )}
        >
          <DialogPrimitive.Close className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground hover:bg-accent hover:text-accent-foreground">
            <XIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">Close tour</span>
          </DialogPrimitive.Close>
          <GuideCharacter animation={step.characterAnimation} message={step.characterMessage} />
          <div className="grid gap-1 pr-8" aria-live="polite">
            <p className="text-xs font-medium text-muted-foreground">
              Step {index + 1} of {steps.length}
            </p>
            <DialogPrimitive.Title className="text-lg font-semibold tracking-tight">{step.title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {step.description}
            </DialogPrimitive.Description>
          </div>
          <Progress value={percent} label={`Tour progress: step ${index + 1} of ${steps.length}`} />
          <p className="text-xs text-muted-foreground" data-testid="tour-status">
            {status}
          </p>
          <div className="flex flex-wrap gap-1" role="group" aria-label="Tour controls">
            <Button
              variant="outline"
              size="icon"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? "Play" : "Pause"}
            >
              {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Restart"
              onClick={() => {
                setIndex(0);
                setPaused(false);
                setRun((r) => r + 1);
              }}
            >
              <RotateCcw aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Voice"
              aria-pressed={voiceOn}
              onClick={() => setVoiceOn((v) => !v)}
            >
              {voiceOn ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
            </Button>
            {speechAvailable() && (
              <Button
                variant="outline"
                size="icon"
                aria-label={speaking ? "Stop voice" : "Play voice"}
                onClick={toggleSpeech}
              >
                {speaking ? <Square aria-hidden="true" /> : <AudioLines aria-hidden="true" />}
              </Button>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="ghost" onClick={() => end("skip")}>
              Skip tour
            </Button>
            <div className="grid grid-cols-2 gap-2 sm:flex">
              <Button variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                <ArrowLeft aria-hidden="true" />
                Previous
              </Button>
              {last ? (
                <Button onClick={() => end("finish")}>
                  <Flag aria-hidden="true" />
                  Finish Tour
                </Button>
              ) : (
                <Button onClick={() => setIndex(index + 1)}>
                  Next
                  <ArrowRight aria-hidden="true" />
                </Button>
              )}
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
