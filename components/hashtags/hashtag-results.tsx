"use client";

import { BanIcon, BookmarkPlusIcon, CheckIcon, CopyIcon, MapPinIcon } from "lucide-react";
import { useState } from "react";
import { useCopy } from "@/components/generator/use-copy";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import type { HashtagAnswer, SavedHashtagSet } from "@/lib/hashtags/hashtag-types";

const TIERS = [
  { key: "broad", title: "Broad", hint: "Wide reach across the whole field; many posts compete." },
  { key: "mid", title: "Mid", hint: "A community inside the field: fewer posts, more attention." },
  { key: "niche", title: "Niche", hint: "Your exact audience: the people most likely to follow or buy." },
] as const;

function TagList({ tags, local = false }: { tags: string[]; local?: boolean }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1 text-sm break-all text-foreground"
        >
          {local && <MapPinIcon aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />}#{tag}
        </li>
      ))}
    </ul>
  );
}

/** Tiers, ready-to-copy sets (copy, save) and the tags refused with their reasons. */
export function HashtagResults({
  answer,
  label,
  onSaved,
}: {
  answer: HashtagAnswer;
  label: string;
  onSaved: (set: SavedHashtagSet) => void;
}) {
  const { copied, copy } = useCopy();
  const [saving, setSaving] = useState<string | null>(null);

  async function copySet(id: string, tags: string[]) {
    if (await copy(tags.join(" "), id))
      toast.success("Hashtags copied!", { description: `${tags.length} hashtags are on your clipboard.` });
    else toast.error("Error", { description: "Copying is blocked in this browser. Select the text and copy it." });
  }

  async function save(id: string, tags: string[]) {
    setSaving(id);
    const res = await postJson<{ set: SavedHashtagSet }>("/api/industry-hashtag-generator/sets", {
      industry: answer.industry.id,
      label,
      tags,
    });
    setSaving(null);
    if (res.ok) {
      onSaved(res.data.set);
      toast.success("Set saved", { description: "Find it under Saved sets." });
    } else toast.error("Error", { description: res.message });
  }

  return (
    <div className="flex flex-col gap-4" data-testid="hashtag-results">
      <div className="grid gap-3">
        {answer.sets.map((set) => (
          <article
            key={set.id}
            className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-sm"
            data-testid="hashtag-set"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">{set.title}</h3>
              <span className="text-xs text-muted-foreground">{set.tags.length} hashtags</span>
            </div>
            <p className="text-sm leading-relaxed break-words">{set.tags.join(" ")}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" className="min-h-11" onClick={() => void copySet(set.id, set.tags)}>
                {copied === set.id ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
                {copied === set.id ? "Copied" : "Copy set"}
              </Button>
              <Button
                variant="outline"
                className="min-h-11"
                disabled={saving === set.id}
                onClick={() => void save(set.id, set.tags)}
              >
                <BookmarkPlusIcon aria-hidden="true" />
                Save set
              </Button>
            </div>
          </article>
        ))}
      </div>

      <div className="grid gap-3 md:grid-cols-3">
        {TIERS.map((tier) => (
          <section
            key={tier.key}
            className="flex min-w-0 flex-col gap-2 rounded-2xl border p-4"
            aria-label={`${tier.title} hashtags`}
          >
            <h3 className="font-semibold">{tier.title}</h3>
            <p className="text-xs text-muted-foreground">{tier.hint}</p>
            <TagList tags={answer.tiers[tier.key]} />
            {tier.key === "niche" && answer.local.length > 0 && (
              <>
                <p className="mt-1 text-xs font-medium text-muted-foreground">Local, from your location</p>
                <TagList tags={answer.local} local />
              </>
            )}
          </section>
        ))}
      </div>

      {answer.accepted.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Your tags that are fine to use: {answer.accepted.map((t) => `#${t}`).join(" ")}
        </p>
      )}
      {answer.refused.length > 0 && (
        <section
          aria-labelledby="refused-tags"
          className="flex flex-col gap-2 rounded-2xl border border-destructive/30 p-4"
        >
          <h3 id="refused-tags" className="flex items-center gap-2 font-semibold">
            <BanIcon aria-hidden="true" className="size-4 text-destructive" />
            Left out on purpose
          </h3>
          <ul className="flex flex-col gap-2 text-sm" data-testid="refused-tags">
            {answer.refused.map((verdict) => (
              <li key={verdict.tag}>
                <span className="font-medium">#{verdict.tag}</span>: {verdict.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="text-xs text-muted-foreground">
        Tiers come from our curated list by how specific a tag is, not from post counts. Refused tags come from a list
        we keep by hand (source: {answer.source}).
      </p>
      <p className="text-xs text-muted-foreground" data-testid="hashtag-engine" data-engine={answer.engine}>
        {answer.engine === "ai"
          ? "Some mid and niche tags were suggested by AI and checked against the same refused list."
          : "Every tag comes from our curated list and your own words."}
      </p>
    </div>
  );
}
