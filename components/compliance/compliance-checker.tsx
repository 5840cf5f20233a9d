"use client";

import { toolGridClassName, toolPanelClassName } from "@/components/tool-frame/tool-layout";
import { useId, useMemo, useState } from "react";
import { ClipboardCheckIcon, CopyIcon, ShieldCheckIcon, WandSparklesIcon } from "lucide-react";

import { useCopy } from "@/components/generator/use-copy";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { Platform } from "@/lib/bio/types";
import { checkCompliance } from "@/lib/compliance/check";
import { reportText } from "@/lib/compliance/report-text";
import type { RuleResult } from "@/lib/compliance/types";
import { toast } from "@/lib/client/toast";
import { cn } from "@/lib/utils";
import { BioField } from "./bio-field";
import { PlatformSelect } from "./platform-select";
import { RuleCard } from "./rule-card";

const EXAMPLE = "BEST COACH IN TOWN 💪 Guaranteed results in 30 days! Call 98765 43210 | Use code ANNA20 for 20% off";

/** Paste a bio, pick a platform: the eight rules run as you type, with a fix for each where one exists. */
export function ComplianceChecker() {
  const platformId = useId();
  const [bio, setBio] = useState("");
  const [platform, setPlatform] = useState<Platform>("instagram");
  const [announcement, setAnnouncement] = useState("");
  const { copy } = useCopy();
  const trimmed = bio.trim();
  const report = useMemo(() => (trimmed ? checkCompliance(bio, platform) : null), [bio, trimmed, platform]);

  const applyFix = (text: string, message: string) => {
    setBio(text);
    setAnnouncement(message);
    toast.success(message);
  };
  const fixOne = (result: RuleResult) => {
    if (result.fixed !== null) applyFix(result.fixed, `Fixed: ${result.title}`);
  };
  const copyText = async (text: string, what: string) => {
    if (await copy(text)) toast.success(`${what} copied!`);
    else toast.error(`Failed to copy ${what.toLowerCase()} to clipboard`);
  };

  return (
    <div className={toolGridClassName}>
      <section aria-labelledby="compliance-input-title" className={cn(toolPanelClassName, "lg:sticky lg:top-20")}>
        <h2 id="compliance-input-title" className="text-lg font-semibold">
          Your bio
        </h2>
        <BioField
          label="Paste your bio"
          value={bio}
          onChange={setBio}
          platform={platform}
          rows={5}
          placeholder="e.g. Ceramics teacher in Pune 🏺 Classes every Saturday"
        />
        <PlatformSelect id={platformId} value={platform} onChange={setPlatform} />
        <div className="flex flex-wrap gap-2">
          {!trimmed && (
            <Button variant="outline" className="min-h-11" onClick={() => setBio(EXAMPLE)}>
              Try an example
            </Button>
          )}
          {trimmed && (
            <Button variant="outline" className="min-h-11" onClick={() => copyText(bio, "Bio")}>
              <CopyIcon aria-hidden="true" />
              Copy bio
            </Button>
          )}
        </div>
      </section>

      <section aria-labelledby="compliance-results-title" className="flex min-w-0 flex-col gap-4">
        <h2 id="compliance-results-title" className="sr-only">
          Results
        </h2>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {!report ? (
          <EmptyState
            icon={<ShieldCheckIcon />}
            title="Paste a bio to check it"
            description="Eight rules run as you type: length, risky claims, sponsorship, hashtags, emoji, capitals, personal details and links. Nothing is sent anywhere."
            headingLevel={3}
          />
        ) : (
          <>
            <div
              data-testid="compliance-summary"
              className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="text-base font-semibold">
                {report.passed === report.total
                  ? `All ${report.total} rules passed`
                  : `${report.passed} of ${report.total} rules passed`}
              </p>
              <div className="flex flex-wrap gap-2">
                {report.fixedAll !== null && (
                  <Button
                    variant="gradient"
                    className="min-h-11"
                    onClick={() => applyFix(report.fixedAll ?? bio, "Every available fix applied")}
                  >
                    <WandSparklesIcon aria-hidden="true" />
                    Fix all
                  </Button>
                )}
                <Button
                  variant="outline"
                  className="min-h-11"
                  onClick={() => copyText(reportText(report, platform), "Result")}
                >
                  <ClipboardCheckIcon aria-hidden="true" />
                  Copy result
                </Button>
              </div>
            </div>
            <ul className="flex flex-col gap-3" aria-label="Rules">
              {report.results.map((r) => (
                <RuleCard key={r.id} result={r} bio={bio} onFix={fixOne} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
