"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { toast } from "@/lib/client/toast";
import {
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CopyIcon,
  LightbulbIcon,
  RefreshCwIcon,
  SparklesIcon,
} from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { postJson } from "@/lib/client/post-json";
import type { Tone } from "@/lib/bio/types";
import { cn } from "@/lib/utils";
import {
  indexForKey,
  isRelatedEligible,
  parseRelatedBios,
  swipeStep,
  wrapIndex,
  type RelatedBio,
} from "./related-carousel-utils";
import { useCopy } from "../use-copy";

/** 5 related bios per request (docs/product.md#generator). */
const RELATED_COUNT = 5;
// Lets a bio that is being edited settle before asking the server again.
const REQUEST_DELAY_MS = 250;

type Result = { key: string; status: "ready"; bios: RelatedBio[] } | { key: string; status: "error"; message: string };

export function RelatedCarousel({
  originalBio,
  tone,
  category,
}: {
  originalBio: string;
  tone: Tone;
  category?: string;
}) {
  const titleId = useId();
  const eligible = isRelatedEligible(originalBio);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const requestKey = JSON.stringify([originalBio, tone, category ?? "general", attempt]);

  useEffect(() => {
    if (!eligible) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const response = await postJson<unknown>(
        "/api/bio/related-suggestions",
        { originalBio, category: category ?? "general", tone, count: RELATED_COUNT },
        { signal: controller.signal },
      );
      // A newer bio (or an unmount) took over; its own request reports.
      if (controller.signal.aborted) return;
      if (response.ok) {
        setResult({ key: requestKey, status: "ready", bios: parseRelatedBios(response.data) });
      } else {
        setResult({ key: requestKey, status: "error", message: response.message });
        toast.error("Generation Error", { description: "Failed to generate related bios. Please try again." });
      }
    }, REQUEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [eligible, originalBio, tone, category, requestKey]);

  if (!eligible) return null;

  const current = result?.key === requestKey ? result : null;
  const retry = () => setAttempt((n) => n + 1);

  return (
    <Card role="region" aria-labelledby={titleId} className="gap-4 sm:gap-5">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <SparklesIcon aria-hidden="true" className="size-4 text-primary" />
          More ways to say it
        </CardTitle>
        <CardDescription>Related bios built from yours, each taking a different approach.</CardDescription>
      </CardHeader>
      <CardContent>
        {current === null ? (
          <LoadingSlide />
        ) : current.status === "error" ? (
          <EmptyState
            title="Related bios didn't load"
            description={current.message}
            action={<RetryButton onClick={retry} />}
          />
        ) : current.bios.length === 0 ? (
          <EmptyState
            title="No related bios for this one"
            description="Try again, or generate a longer bio with a few more details."
            action={<RetryButton onClick={retry} />}
          />
        ) : (
          // Keyed by request, so a new set of bios starts again at the first one.
          <Slides key={current.key} bios={current.bios} />
        )}
      </CardContent>
    </Card>
  );
}

function Slides({ bios }: { bios: RelatedBio[] }) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const { copied, copy } = useCopy();
  const count = bios.length;
  const active = bios[index];

  const go = (step: number) => setIndex((i) => wrapIndex(i + step, count));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = indexForKey(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
  };

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (step !== 0) go(step);
  };

  const copyBio = async (bio: string, i: number) => {
    // "Copied!"; on failure "Copy Failed" / "Please select and copy manually".
    if (await copy(bio, `related:${i}`)) toast.success("Copied!");
    else toast.error("Copy Failed", { description: "Please select and copy manually" });
  };

  return (
    // Focusable as a whole: the arrow keys browse while focus is anywhere inside.
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label="Related bios, use the arrow keys to browse"
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-4 rounded-xl focus-visible:outline-offset-4"
    >
      <div onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} className="grid [grid-template-areas:'stack']">
        {/* Every slide sits in the same grid cell, so the box keeps the tallest one's height
            and the page does not jump while browsing. Hidden ones are inert. */}
        {bios.map((item, i) => {
          const isActive = i === index;
          const isCopied = copied === `related:${i}`;
          return (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              inert={!isActive}
              className={cn(
                "flex flex-col gap-3 rounded-xl border bg-muted/40 p-4 [grid-area:stack] sm:p-5",
                isActive ? "animate-fade-in" : "invisible",
              )}
            >
              <Badge variant="secondary">{item.approach}</Badge>
              <p className="text-base leading-relaxed whitespace-pre-line select-text [overflow-wrap:anywhere]">
                {item.bio}
              </p>
              {item.inspiration && (
                <p className="flex gap-2 text-sm text-muted-foreground">
                  <LightbulbIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
                  <span>{item.inspiration}</span>
                </p>
              )}
              <div className="mt-auto pt-1">
                <Button
                  variant={isCopied ? "secondary" : "outline"}
                  size="sm"
                  aria-label={isCopied ? "Copied" : `Copy related bio ${i + 1}`}
                  onClick={() => copyBio(item.bio, i)}
                  className={cn(isCopied && "text-success")}
                >
                  {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
                  {isCopied ? "Copied" : "Copy"}
                </Button>
              </div>
            </div>
          );
        })}
      </div>

      <div className="flex items-center justify-between gap-3">
        <Button variant="outline" size="icon" aria-label="Previous related bio" onClick={() => go(-1)}>
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <div className="flex flex-col items-center gap-2">
          <div aria-hidden="true" className="flex items-center gap-1.5">
            {bios.map((_, i) => (
              <span
                key={i}
                className={cn(
                  "h-1.5 rounded-full transition-[width,background-color] duration-300",
                  i === index ? "w-5 bg-primary" : "w-1.5 bg-muted-foreground/30",
                )}
              />
            ))}
          </div>
          <p aria-hidden="true" className="text-sm font-medium text-muted-foreground tabular-nums">
            {index + 1} / {count}
          </p>
          <p aria-live="polite" className="sr-only">
            {active ? `Related bio ${index + 1} of ${count}: ${active.approach}` : ""}
          </p>
        </div>
        <Button variant="outline" size="icon" aria-label="Next related bio" onClick={() => go(1)}>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

function RetryButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" onClick={onClick}>
      <RefreshCwIcon aria-hidden="true" />
      Try again
    </Button>
  );
}

function LoadingSlide() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <Spinner label="Finding more ways to say it…" showLabel />
      <div className="flex flex-col gap-3 rounded-xl border bg-muted/40 p-4 sm:p-5">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-1 h-3.5 w-4/5" />
        <Skeleton className="mt-2 h-9 w-20 rounded-lg" />
      </div>
      <div className="flex items-center justify-between">
        <Skeleton className="size-10 rounded-lg" />
        <Skeleton className="h-4 w-12" />
        <Skeleton className="size-10 rounded-lg" />
      </div>
    </div>
  );
}
