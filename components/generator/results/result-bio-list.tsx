"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { CheckIcon, CopyIcon, RefreshCwIcon, Share2Icon } from "lucide-react";

import { announceGamification } from "@/components/gamification/announce";
import { SaveToTeam } from "@/components/teams/save-to-team";
import { AddToCalendarButton } from "@/components/calendar/add-to-calendar";
import { Button } from "@/components/ui/button";
import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS } from "@/lib/bio/types";
import { postJson } from "@/lib/client/post-json";
import type { ActivityOutcome } from "@/lib/gamification/events";
import { cn } from "@/lib/utils";
import type { GeneratedResult } from "./result-model";
import { useCopy } from "../use-copy";

/** The copied state (and the share link's check mark) lasts 2 s. */
const COPIED_MS = 2000;

/** The Bio Text tab: every variation with its length and a Copy button; Regenerate; Share. */
export function ResultBioList({
  result,
  running,
  onRegenerate,
  sharePath,
}: {
  result: GeneratedResult;
  running: boolean;
  onRegenerate: () => void;
  /** The shared-bio page, when sharing is enabled; no Share button otherwise. */
  sharePath: string | null;
}) {
  const { copied, copy } = useCopy(COPIED_MS);
  const limit = PLATFORM_LIMITS[result.platform];

  const copyBio = async (bio: string, key: string) => {
    if (await copy(bio, key)) toast.success("Bio copied!", { description: "Your bio has been copied to clipboard" });
    else toast.error("Failed to copy bio to clipboard");
  };

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-3">
        {result.variations.map((bio, i) => {
          const key = `${result.id}-${i}`;
          const length = graphemeLength(bio);
          const isCopied = copied === key;
          return (
            <li
              key={key}
              data-testid="bio-variation"
              // Floating corner buttons step aside rather than lie over a bio or its Copy button.
              data-floating-avoid=""
              className="flex flex-col gap-3 rounded-xl border bg-background p-4"
            >
              <div className="flex items-center justify-between gap-3 text-xs">
                <span className="font-medium text-muted-foreground">{result.demo ? "Sample bio" : `Bio ${i + 1}`}</span>
                <span
                  data-testid="bio-count"
                  className={cn("tabular-nums font-medium", length > limit ? "text-destructive" : "text-success")}
                >
                  {length}/{limit}
                  <span className="sr-only"> characters</span>
                </span>
              </div>
              <p data-testid="bio-text" className="text-[15px] leading-relaxed break-words whitespace-pre-line">
                {bio}
              </p>
              <div className="flex flex-wrap justify-end gap-2">
                {!result.demo && <SaveToTeam content={bio} platform={result.platform} source="generated" />}
                {!result.demo && (
                  <AddToCalendarButton
                    bio={bio}
                    label={result.variations.length > 1 ? `Add to calendar: bio ${i + 1}` : undefined}
                  />
                )}
                <Button
                  size="sm"
                  variant={isCopied ? "secondary" : "outline"}
                  aria-label={result.variations.length > 1 ? `Copy bio ${i + 1}` : "Copy bio"}
                  onClick={() => copyBio(bio, key)}
                >
                  {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
                  {isCopied ? "Copied" : "Copy"}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>

      {result.demo ? (
        <p className="rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground">
          This is a sample. Describe yourself above, pick a tone and press Generate Bio for three of your own.
        </p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" aria-disabled={running || undefined} onClick={() => !running && onRegenerate()}>
            <RefreshCwIcon aria-hidden="true" className={cn(running && "animate-spin")} />
            {running ? "Regenerating..." : "Regenerate"}
          </Button>
          {sharePath && <ShareButton result={result} sharePath={sharePath} disabled={running} />}
        </div>
      )}
    </div>
  );
}

function ShareButton({
  result,
  sharePath,
  disabled,
}: {
  result: GeneratedResult;
  sharePath: string;
  disabled: boolean;
}) {
  const [sharing, setSharing] = useState(false);
  const busy = disabled || sharing;

  const share = async () => {
    if (busy) return;
    setSharing(true);
    const res = await postJson<{ shareableId?: unknown; gamification?: ActivityOutcome | null }>("/api/bio/share", {
      description: result.description,
      tone: result.tone,
      generatedBio: result.variations[0],
    });
    const id = res.ok && typeof res.data.shareableId === "string" ? res.data.shareableId : null;
    // The share counts (Social Sharer) even if the clipboard then refuses the link.
    if (res.ok) announceGamification(res.data.gamification);
    try {
      if (!id) throw new Error(res.ok ? "No shareable id" : res.message);
      await navigator.clipboard.writeText(`${window.location.origin}${sharePath}/${encodeURIComponent(id)}`);
      toast.success("Share link created!", { description: "Link copied to clipboard - share it with friends!" });
    } catch {
      toast.error("Error", { description: "Failed to create share link. Please try again." });
    } finally {
      setSharing(false);
    }
  };

  return (
    <Button variant="outline" aria-disabled={busy || undefined} onClick={share}>
      <Share2Icon aria-hidden="true" />
      {sharing ? "Creating Shareable Link..." : "Share"}
    </Button>
  );
}
