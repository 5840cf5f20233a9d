"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";

import type { GenerateBioInput } from "@/lib/bio/generate.schema";
import { trackEvent, virtualPath } from "@/lib/analytics/page-analytics";
import { postJson } from "@/lib/client/post-json";
import { parseGenerateResponse, type GenerateResponse } from "./generator-api";
import { CELEBRATION_MS, LOADING_MIN_MS } from "./generator-timing";
import type { GeneratedResult } from "./results/result-model";

/** idle → loading (the four steps) → celebrating (2 s) → idle with the new result shown. */
export type GeneratorPhase = "idle" | "loading" | "celebrating";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One generation at a time through `POST /api/bio/generate`. The bios are revealed once the
 * answer is in and the loading steps have run, then after the 2 s celebration.
 * `onAnswer` hears about a success at once, so the banners update without waiting.
 */
export function useGeneratorFlow(onAnswer: (data: GenerateResponse) => void) {
  const router = useRouter();
  const [phase, setPhase] = useState<GeneratorPhase>("idle");
  const [result, setResult] = useState<GeneratedResult | null>(null);
  const busy = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (input: GenerateBioInput) => {
      if (busy.current) return;
      busy.current = true;
      setPhase("loading");
      const started = Date.now();
      try {
        const res = await postJson<unknown>("/api/bio/generate", input);
        const data = res.ok ? parseGenerateResponse(res.data) : null;
        if (!mounted.current) return;
        if (!data) {
          setPhase("idle");
          if (!res.ok && res.status === 429) {
            toast.error("Limit reached", { description: res.message });
          } else if (!res.ok && res.status === 401) {
            toast.error("Error", { description: "Your session has ended. Please sign in again." });
            router.refresh();
          } else {
            toast.error("Error", { description: "Failed to generate bio. Please try again." });
          }
          return;
        }
        onAnswer(data);
        // The named event bio_generated, with its virtual page path (never blocks: it is queued).
        trackEvent("bio_generated", {
          category: input.tone,
          label: input.platform ?? "instagram",
          path: virtualPath.bioGenerator(input.platform ?? "instagram", input.tone),
        });
        await sleep(Math.max(0, LOADING_MIN_MS - (Date.now() - started)));
        if (!mounted.current) return;
        setPhase("celebrating");
        await sleep(CELEBRATION_MS);
        if (!mounted.current) return;
        setResult({
          id: data.id,
          variations: [...data.variations],
          description: input.description,
          tone: input.tone,
          platform: input.platform,
          engine: data.engine,
          demo: false,
        });
        setPhase("idle");
      } finally {
        busy.current = false;
      }
    },
    [onAnswer, router],
  );

  /** The creativity demo: a sample result, shown at once (nothing is generated or counted). */
  const showSample = useCallback((sample: GeneratedResult) => {
    if (!busy.current) setResult(sample);
  }, []);

  return { phase, result, running: phase !== "idle", run, showSample };
}
