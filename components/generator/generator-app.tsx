"use client";

import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";

import { announceGamification } from "@/components/gamification/announce";
import type { GamificationSnapshot } from "@/components/gamification/snapshot";
import { TimeZoneSync } from "@/components/gamification/time-zone-sync";
import { TemplateBioCard } from "@/components/templates/template-bio-card";
import { useTemplatePickers, type AppliedTemplate } from "@/components/templates/use-template-pickers";
import type { GenerateBioInput } from "@/lib/bio/generate.schema";
import { PLATFORM_LIMITS, TONES, type Tone } from "@/lib/bio/types";
import { randomSeed, type GenerateResponse } from "./generator-api";
import { GeneratorFeaturesPreview } from "./generator-features-preview";
import { useGeneratorFlow } from "./generator-flow";
import { takePrefillFromAddress } from "./form/description-prefill";
import { GeneratorForm, type GeneratorFormValues, type TemplateKind } from "./form/generator-form";
import { Celebration } from "./results/celebration";
import { HelpBubble } from "./help/help-bubble";
import { useHelpBubble } from "./help/use-help-bubble";
import { ProgressToggle, useProgressVisibility } from "./progress/progress-toggle";
import { GENERATOR_BUBBLES } from "./help/help-bubbles";
import { HelpButton, type HelpLink } from "./help/help-button";
import { LiveStatsBanner } from "./live-stats-banner";
import { LoadingSteps } from "./results/loading-steps";
import { ProgressSummary } from "./progress/progress-summary";
import { RelatedCarousel } from "./results/related-carousel";
import { ResultCard } from "./results/result-card";
import { DEMO_RESULT } from "./results/result-model";
import type { GeneratorProfile } from "./form/edit-profile-dialog";
import { SubscriptionBanner } from "./progress/subscription-banner";

export interface GeneratorAppProps {
  user: {
    displayName: string;
    username: string | null;
    /** subscriptionStatus */
    plan: string;
    biosGenerated: number;
    /** null: unlimited. */
    generationsRemaining: number | null;
  };
  /** The plan's monthly bio generations; null when unlimited. */
  limit: number | null;
  lowThreshold: number;
  /** The subscription tab when that page is live; null opens the "ask your administrator" dialog. */
  upgradeHref: string | null;
  helpLinks: HelpLink[];
  templatesAvailable: boolean;
  onOpenTemplates?: (kind: TemplateKind) => void;
  /** The shared-bio page; null hides the Share button. */
  sharePath: string | null;
  /** Level, streak and achievements for the progress card and tab (docs/product.md#gamification). */
  gamification?: GamificationSnapshot;
  /** The user's public profile, when they made one: its avatar shows in the previews. */
  profile?: GeneratorProfile | null;
}

const INITIAL_VALUES: GeneratorFormValues = {
  description: "",
  tone: "",
  platform: "instagram",
  username: "",
  displayName: "",
};

/** The signed-in generator: banners, form, loading and celebration, result card, help. */
export function GeneratorApp({
  user,
  limit,
  lowThreshold,
  upgradeHref,
  helpLinks,
  templatesAvailable,
  onOpenTemplates,
  sharePath,
  gamification,
  profile: savedProfileProp = null,
}: GeneratorAppProps) {
  const [values, setValues] = useState(INITIAL_VALUES);
  const [savedProfile, setSavedProfile] = useState(savedProfileProp);
  const [stats, setStats] = useState({
    biosGenerated: user.biosGenerated,
    generationsRemaining: user.generationsRemaining,
  });
  const [statsRound, setStatsRound] = useState(0);
  const outputRef = useRef<HTMLDivElement>(null);
  const help = useHelpBubble("generator", GENERATOR_BUBBLES);
  const { shown: showProgress, toggle: toggleProgress } = useProgressVisibility();
  const progressId = useId();

  const pendingOutcome = useRef<GenerateResponse["gamification"]>(null);
  const onAnswer = useCallback((data: GenerateResponse) => {
    setStats({ biosGenerated: data.biosGenerated, generationsRemaining: data.generationsRemaining });
    setStatsRound((n) => n + 1);
    pendingOutcome.current = data.gamification ?? null;
  }, []);
  const { phase, result, running, run, showSample } = useGeneratorFlow(onAnswer);
  // Unlocks and level-ups are celebrated once the new bios are on screen, not during loading.
  useEffect(() => {
    if (!result || result.demo || !pendingOutcome.current) return;
    announceGamification(pendingOutcome.current);
    pendingOutcome.current = null;
  }, [result]);

  // "Use in generator" from another tool arrives as ?description=…&tone=…: filled in once, after the first paint.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const prefill = takePrefillFromAddress();
      if (prefill) setValues((current) => ({ ...current, ...prefill }));
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  // A template applied from either picker becomes a bio of its own above the results; its tone
  // becomes the selected tone, so Generate continues in the same voice.
  const [templateBio, setTemplateBio] = useState<AppliedTemplate | null>(null);
  const onTemplateApplied = useCallback((applied: AppliedTemplate) => {
    setTemplateBio(applied);
    const tone = applied.template.tone;
    if ((TONES as readonly string[]).includes(tone)) setValues((current) => ({ ...current, tone: tone as Tone }));
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    requestAnimationFrame(() =>
      outputRef.current?.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" }),
    );
  }, []);
  const templates = useTemplatePickers({
    enabled: templatesAvailable,
    plan: user.plan,
    upgradeHref,
    selectedTone: values.tone,
    onApplied: onTemplateApplied,
  });

  const profile = useMemo(
    () => ({
      displayName: values.displayName.trim() || user.displayName,
      ...(values.username.trim() || user.username ? { username: values.username.trim() || user.username || "" } : {}),
      avatarUrl: savedProfile?.avatar ?? null,
    }),
    [values.displayName, values.username, user.displayName, user.username, savedProfile],
  );

  // Regenerate writes in the same brand voice as the bios on screen.
  const voiceOfResult = useRef<string | undefined>(undefined);
  const start = (input: GenerateBioInput) => {
    voiceOfResult.current = input.voiceId;
    // Below the two-column layout the output sits under the form: bring its top into view, where
    // the bios will start. After the next paint: submitting closes the description ideas above,
    // and a scroll measured before that landed past the bios.
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const beside = window.matchMedia("(min-width: 1024px)").matches;
    requestAnimationFrame(() =>
      outputRef.current?.scrollIntoView({ block: beside ? "nearest" : "start", behavior: reduce ? "auto" : "smooth" }),
    );
    void run(input);
  };

  const regenerate = () => {
    if (!result || result.demo) return;
    const voiceId = voiceOfResult.current;
    start({
      description: result.description,
      tone: result.tone,
      platform: result.platform,
      seed: randomSeed(),
      // New bios, not one of the three already on screen.
      avoid: result.variations,
      ...(voiceId ? { voiceId } : {}),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <LiveStatsBanner refreshKey={statsRound} />
        <SubscriptionBanner
          plan={user.plan}
          remaining={stats.generationsRemaining}
          limit={limit}
          lowThreshold={lowThreshold}
          upgradeHref={upgradeHref}
        />
      </div>

      {/* Phones: form, output, progress. Wide screens: form over progress beside the output; the
          1fr row takes the output's extra height so the form keeps its own. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1 lg:row-start-1">
          <GeneratorForm
            values={values}
            running={running}
            templatesAvailable={templatesAvailable}
            profileDefaults={{ displayName: user.displayName, username: user.username ?? "yourname" }}
            profile={savedProfile}
            onProfileSaved={setSavedProfile}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
            onGenerate={start}
            onOpenTemplates={onOpenTemplates ?? templates.open}
          />
        </div>

        <div
          ref={outputRef}
          className="flex scroll-mt-24 flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          data-testid="generator-output"
        >
          {templateBio && (
            <TemplateBioCard
              key={templateBio.appliedAt}
              applied={templateBio}
              limit={PLATFORM_LIMITS[values.platform]}
              onDismiss={() => setTemplateBio(null)}
            />
          )}
          {phase === "loading" && <LoadingSteps />}
          {phase === "celebrating" && <Celebration count={3} />}
          {result ? (
            <>
              <ResultCard
                key={result.demo ? "demo" : "bios"}
                result={result}
                running={running}
                stats={{ ...stats, plan: user.plan, gamification }}
                profile={profile}
                sharePath={sharePath}
                onRegenerate={regenerate}
              />
              <RelatedCarousel originalBio={result.variations[0] ?? ""} tone={result.tone} />
            </>
          ) : (
            phase === "idle" && !templateBio && <GeneratorFeaturesPreview onDemo={() => showSample(DEMO_RESULT)} />
          )}
        </div>

        <div className="flex flex-col gap-3 lg:col-start-1 lg:row-start-2">
          <ProgressToggle shown={showProgress} controls={progressId} onToggle={toggleProgress} />
          <div id={progressId} hidden={!showProgress}>
            <ProgressSummary
              biosGenerated={stats.biosGenerated}
              remaining={stats.generationsRemaining}
              limit={limit}
              gamification={gamification}
            />
          </div>
        </div>
      </div>

      {templates.dialogs}
      <TimeZoneSync />
      {help.bubble && <HelpBubble bubble={help.bubble} onDismiss={help.dismiss} />}
      <HelpButton tips={GENERATOR_BUBBLES} links={helpLinks} onShowTipsAgain={help.reset} />
    </div>
  );
}
