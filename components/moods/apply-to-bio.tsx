"use client";

import { toolPanelClassName } from "@/components/tool-frame/tool-layout";
import { useId, useState } from "react";
import { CopyIcon, SmilePlusIcon } from "lucide-react";

import { BioField } from "@/components/compliance/bio-field";
import { PlatformSelect } from "@/components/compliance/platform-select";
import { useCopy } from "@/components/generator/use-copy";
import { Button } from "@/components/ui/button";
import type { Platform } from "@/lib/bio/types";
import { toast } from "@/lib/client/toast";
import { weaveEmoji } from "@/lib/moods/weave";
import { cn } from "@/lib/utils";

/** "Apply to my bio": the picked emoji woven into a pasted bio, never past the platform's limit. */
export function ApplyToBio({ emoji, moodLabel }: { emoji: readonly string[]; moodLabel: string }) {
  const platformId = useId();
  const [bio, setBio] = useState("");
  const [platform, setPlatform] = useState<Platform>("instagram");
  const [status, setStatus] = useState("");
  const { copy } = useCopy();

  const apply = () => {
    const result = weaveEmoji(bio, emoji, platform);
    setBio(result.bio);
    const added = result.added.length;
    const skipped = result.skipped.length;
    const message =
      added === 0
        ? "No emoji added: they are already in your bio or there is no room left under the limit."
        : `Added ${added} ${moodLabel.toLowerCase()} emoji${skipped > 0 ? `; ${skipped} left out (already there or no room)` : ""}.`;
    setStatus(message);
  };

  return (
    <section aria-labelledby="apply-title" className={cn(toolPanelClassName, "lg:sticky lg:top-20")}>
      <h2 id="apply-title" className="text-lg font-semibold">
        Apply to my bio
      </h2>
      <BioField
        label="Your bio"
        value={bio}
        onChange={setBio}
        platform={platform}
        placeholder="Paste your bio, or leave it empty to start with emoji"
      />
      <PlatformSelect id={platformId} value={platform} onChange={setPlatform} />
      <div className="flex flex-wrap gap-2">
        <Button className="min-h-11" onClick={apply} disabled={emoji.length === 0}>
          <SmilePlusIcon aria-hidden="true" />
          Add {emoji.length} emoji
        </Button>
        <Button
          variant="outline"
          className="min-h-11"
          disabled={!bio.trim()}
          onClick={async () => {
            if (await copy(bio)) toast.success("Bio copied!", { description: "Your bio has been copied to clipboard" });
            else toast.error("Failed to copy bio to clipboard");
          }}
        >
          <CopyIcon aria-hidden="true" />
          Copy bio
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="apply-status">
        {emoji.length === 0 && !status ? "Tick at least one emoji to add it." : status}
      </p>
    </section>
  );
}
