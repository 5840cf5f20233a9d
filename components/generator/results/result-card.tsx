"use client";

import { useId, useState } from "react";
import { ToggleGroup } from "radix-ui";

import { CompactCalendar } from "@/components/calendar/compact-calendar";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import { CreativityPanel } from "./creativity-panel";
import { EmojiTagsPanel } from "./emoji-tags-panel";
import { PLATFORM_LABELS, TONE_LABELS } from "../form/generator-form";
import type { ProgressStats } from "../progress/monthly-usage";
import { ProgressPanel } from "../progress/progress-panel";
import { ResultBioList } from "./result-bio-list";
import type { GeneratedResult } from "./result-model";
import { SocialPreview, type PreviewProfile } from "../previews/social-preview";

export type ResultTab = "bio" | "creativity" | "preview" | "emojis" | "progress";

const TABS: { value: ResultTab; label: string }[] = [
  { value: "bio", label: "Bio Text" },
  { value: "creativity", label: "Creativity" },
  { value: "preview", label: "Social Preview" },
  { value: "emojis", label: "Emojis & Tags" },
  { value: "progress", label: "Progress" },
];

/** The result card: five tabs over the bios just generated (or the demo sample). */
export function ResultCard({
  result,
  running,
  stats,
  profile,
  sharePath,
  onRegenerate,
}: {
  result: GeneratedResult;
  running: boolean;
  stats: ProgressStats;
  profile: Partial<PreviewProfile>;
  sharePath: string | null;
  onRegenerate: () => void;
}) {
  const titleId = useId();
  const [tab, setTab] = useState<ResultTab>(result.demo ? "creativity" : "bio");
  const [active, setActive] = useState({ id: result.id, index: 0 });
  // A new result starts the analysis tabs on its first bio (adjusting state during render).
  if (active.id !== result.id) setActive({ id: result.id, index: 0 });
  const activeIndex = active.id === result.id ? Math.min(active.index, result.variations.length - 1) : 0;
  const activeBio = result.variations[activeIndex] ?? "";

  const picker =
    result.variations.length > 1 ? (
      <BioPicker
        count={result.variations.length}
        value={activeIndex}
        onChange={(index) => setActive({ id: result.id, index })}
      />
    ) : null;

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={running || undefined}
      data-testid="result-card"
      // Corner buttons step aside rather than lie over the bios being read.
      data-floating-avoid=""
      className={cn(
        "flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-opacity sm:p-6",
        running && "opacity-70",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h3 id={titleId} className="text-lg font-semibold">
            {result.demo ? "Creativity meter demo" : "Your bios"}
          </h3>
          <p className="text-sm text-muted-foreground">
            {TONE_LABELS[result.tone]} · {PLATFORM_LABELS[result.platform]}
          </p>
        </div>
        {result.demo ? (
          <Badge variant="secondary">Sample</Badge>
        ) : (
          result.engine && <Badge variant="outline">{result.engine === "ai" ? "AI model" : "BioStudio composer"}</Badge>
        )}
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as ResultTab)}>
        <TabsList aria-label="Result views" className="w-full justify-start sm:w-fit">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="bio" key={result.id} className="animate-fade-in [animation-duration:500ms]">
          <ResultBioList result={result} running={running} onRegenerate={onRegenerate} sharePath={sharePath} />
        </TabsContent>
        <TabsContent value="creativity" className="flex flex-col gap-4">
          {picker}
          <CreativityPanel bio={activeBio} />
        </TabsContent>
        <TabsContent value="preview" className="flex flex-col gap-4">
          {picker}
          <SocialPreview bio={activeBio} initial={profile} />
        </TabsContent>
        <TabsContent value="emojis" className="flex flex-col gap-4">
          {picker}
          <EmojiTagsPanel description={result.description} tone={result.tone} bio={activeBio} />
        </TabsContent>
        <TabsContent value="progress" className="flex flex-col gap-6">
          <ProgressPanel stats={stats} />
          {!result.demo && <CompactCalendar bio={activeBio} />}
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** Which of the three bios the analysis tabs look at. */
function BioPicker({ count, value, onChange }: { count: number; value: number; onChange: (index: number) => void }) {
  const labelId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm text-muted-foreground">
        Showing
      </span>
      <ToggleGroup.Root
        type="single"
        aria-labelledby={labelId}
        value={String(value)}
        onValueChange={(next) => next !== "" && onChange(Number(next))}
        className="inline-flex gap-1 rounded-lg bg-muted p-1"
      >
        {Array.from({ length: count }, (_, i) => (
          <ToggleGroup.Item
            key={i}
            value={String(i)}
            className={cn(
              "h-11 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors pointer-fine:h-7",
              "hover:text-foreground data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-sm",
            )}
          >
            Bio {i + 1}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
