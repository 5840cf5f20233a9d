"use client";

import { HashIcon } from "lucide-react";
import { useState } from "react";
import { currentQuota, RunControls } from "@/components/tool-frame/run-controls";
import { TextField } from "@/components/tool-frame/tool-field";
import { useToolRun } from "@/components/tool-frame/use-tool-run";
import type { HashtagAnswer, SavedHashtagSet } from "@/lib/hashtags/hashtag-types";
import type { ToolQuota } from "@/lib/tools/tool-types";
import { HashtagResults } from "./hashtag-results";
import { IndustryField } from "./industry-field";
import { SavedSets } from "./saved-sets";

/** The hashtag generator: industry, niche, place and tags to check; tiers, sets and the refused list. */
export function HashtagForm({
  quota,
  endpoint,
  initialSets,
}: {
  quota: ToolQuota;
  endpoint: string;
  initialSets: SavedHashtagSet[];
}) {
  const [industry, setIndustry] = useState("food");
  const [niche, setNiche] = useState("");
  const [location, setLocation] = useState("");
  const [check, setCheck] = useState("");
  const { state, answer, run } = useToolRun<HashtagAnswer>(endpoint);
  const [sets, setSets] = useState(initialSets);
  const current = currentQuota(quota, answer, state);
  const running = state.status === "running";

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
      <div className="flex flex-col gap-6">
        <form
          aria-label="Details"
          className="flex flex-col gap-5 rounded-2xl border bg-card p-4 shadow-sm sm:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (current.remaining !== 0) void run({ industry, niche, location, check });
          }}
        >
          <IndustryField value={industry} onChange={setIndustry} />
          <TextField
            label="Niche (optional)"
            value={niche}
            onChange={setNiche}
            placeholder="home bakery"
            maxLength={80}
            hint="What exactly you do. You can add the place after a comma: home bakery, Pune."
          />
          <TextField
            label="Location (optional)"
            value={location}
            onChange={setLocation}
            placeholder="Pune"
            maxLength={80}
          />
          <TextField
            label="Hashtags to check (optional)"
            value={check}
            onChange={setCheck}
            placeholder="#like4like #cakesofinstagram"
            maxLength={400}
            hint="We tell you which ones to drop, and why."
          />
          <RunControls quota={current} state={state} label="Generate hashtags" icon={HashIcon} />
        </form>
        <SavedSets sets={sets} onChange={setSets} />
      </div>
      <section aria-labelledby="hashtag-results" aria-busy={running} className="flex min-w-0 flex-col gap-4">
        <h2 id="hashtag-results" className="text-lg font-semibold tracking-tight">
          Your hashtags
        </h2>
        {answer ? (
          <HashtagResults
            answer={answer}
            label={[niche, location].filter(Boolean).join(", ") || answer.industry.name}
            onSaved={(set) => setSets((all) => [set, ...all])}
          />
        ) : (
          <p className="rounded-2xl border border-dashed p-6 text-sm text-muted-foreground">
            Choose your industry, add your niche and town, then Generate: broad, mid and niche hashtags from our curated
            list, local tags for your town and ready-to-copy sets.
          </p>
        )}
      </section>
    </div>
  );
}
