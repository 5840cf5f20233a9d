"use client";

import { useState } from "react";
import { FormFooter } from "@/components/ui/form-footer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { BioAnalysis } from "@/lib/bio-analyzer/analyze";
import { MAX_NICHE } from "@/lib/bio-analyzer/analyze.schema";
import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS, PLATFORM_NAMES, PLATFORMS, TONES, type Platform } from "@/lib/bio/types";
import { postJson } from "@/lib/client/post-json";
import { AnalysisResults } from "./analysis-results";

const NATIVE_SELECT =
  "h-11 w-full rounded-lg border border-input bg-background px-3 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none pointer-fine:h-10";

export interface AnalyzerValues {
  bio: string;
  platform: Platform;
  niche: string;
  tone: string;
}

/**
 * The analyzer's form. Without JavaScript it posts to the API, which sends the browser back
 * here with the results rendered on the server; with it, results appear without a reload.
 */
export function AnalyzerForm({
  action,
  initial,
  initialAnalysis,
  initialError,
}: {
  action: string;
  initial: AnalyzerValues;
  initialAnalysis: BioAnalysis | null;
  initialError: string | null;
}) {
  const [values, setValues] = useState(initial);
  const [analysis, setAnalysis] = useState(initialAnalysis);
  const [error, setError] = useState(initialError);
  const [pending, setPending] = useState(false);
  const length = graphemeLength(values.bio.trim());
  const limit = PLATFORM_LIMITS[values.platform];
  const set = (patch: Partial<AnalyzerValues>) => setValues((v) => ({ ...v, ...patch }));

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const r = await postJson<{ analysis: BioAnalysis }>(action, values);
    setPending(false);
    if (!r.ok) return setError(r.message);
    setAnalysis(r.data.analysis);
    // The address keeps the bio, so a reload or a shared link shows the same results.
    const query = new URLSearchParams({ bio: values.bio, platform: values.platform, tone: values.tone });
    if (values.niche.trim()) query.set("niche", values.niche);
    window.history.replaceState(null, "", `?${query}#results`);
    document.getElementById("results")?.focus();
  }

  return (
    <div className="flex flex-col gap-8">
      <form action={action} method="post" onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" noValidate>
        <div className="flex flex-col gap-2">
          <Label htmlFor="analyzer-bio">Your bio</Label>
          <Textarea
            id="analyzer-bio"
            name="bio"
            rows={4}
            required
            value={values.bio}
            placeholder="Paste the bio you use today, e.g. “Vegan baker in Pune 🍰 Custom cakes, DM to order”"
            aria-describedby="analyzer-bio-count"
            onChange={(e) => set({ bio: e.target.value })}
          />
          <p
            id="analyzer-bio-count"
            className={
              length > limit
                ? "text-right text-xs font-medium text-destructive tabular-nums"
                : "text-right text-xs text-muted-foreground tabular-nums"
            }
          >
            {length} / {limit}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor="analyzer-platform">Platform</Label>
            <select
              id="analyzer-platform"
              name="platform"
              className={NATIVE_SELECT}
              value={values.platform}
              onChange={(e) => set({ platform: e.target.value as Platform })}
            >
              {PLATFORMS.map((p) => (
                <option key={p} value={p}>
                  {PLATFORM_NAMES[p]} ({PLATFORM_LIMITS[p]} characters)
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="analyzer-tone">Tone of the rewrites</Label>
            <select
              id="analyzer-tone"
              name="tone"
              className={NATIVE_SELECT}
              value={values.tone}
              onChange={(e) => set({ tone: e.target.value })}
            >
              {TONES.map((t) => (
                <option key={t} value={t}>
                  {t[0]?.toUpperCase()}
                  {t.slice(1)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="analyzer-niche">Niche or description (optional)</Label>
          <Input
            id="analyzer-niche"
            name="niche"
            value={values.niche}
            maxLength={MAX_NICHE}
            placeholder="e.g. wedding photography in Portugal"
            aria-describedby="analyzer-niche-hint"
            onChange={(e) => set({ niche: e.target.value })}
          />
          <p id="analyzer-niche-hint" className="text-xs text-muted-foreground">
            Used to check keyword fit: whether your bio says what people search for.
          </p>
        </div>
        <FormFooter error={error} pending={pending} label="Analyse bio" pendingLabel="Analysing" />
      </form>

      <section
        id="results"
        tabIndex={-1}
        aria-labelledby="results-title"
        aria-live="polite"
        className="scroll-mt-20 outline-none"
      >
        {analysis && (
          <>
            <h2 id="results-title" className="mb-4 text-xl font-semibold tracking-tight">
              Results
            </h2>
            <AnalysisResults analysis={analysis} />
          </>
        )}
      </section>
    </div>
  );
}
