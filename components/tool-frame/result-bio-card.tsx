"use client";

import { BookmarkCheckIcon, BookmarkPlusIcon, CheckIcon, CopyIcon, EyeIcon } from "lucide-react";
import { useState } from "react";
import { AddToCalendarButton } from "@/components/calendar/add-to-calendar";
import { SocialPreview } from "@/components/generator/previews/social-preview";
import { useCopy } from "@/components/generator/use-copy";
import { Button } from "@/components/ui/button";
import { Dialog, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS, PLATFORMS, type Platform } from "@/lib/bio/types";
import { postJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import { cn } from "@/lib/utils";

export const PLATFORM_NAMES: Record<Platform, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  twitter: "X",
  linkedin: "LinkedIn",
};

/** One bio of a tool's answer: the text, its length on each network, copy, save and preview. */
export function ResultBioCard({
  bio,
  index,
  platform,
  tool,
  note,
}: {
  bio: string;
  index: number;
  platform: Platform;
  /** The tool's registry id, recorded with a saved bio. */
  tool: string;
  /** What the bio is for (its group's title), kept with a saved bio. */
  note: string;
}) {
  const { copied, copy } = useCopy();
  const [saved, setSaved] = useState<"no" | "saving" | "yes">("no");
  const length = graphemeLength(bio);

  async function onCopy() {
    if (await copy(bio)) toast.success("Bio copied!", { description: "Your bio has been copied to clipboard" });
    else toast.error("Error", { description: "Copying is blocked in this browser. Select the text and copy it." });
  }

  async function onSave() {
    setSaved("saving");
    const res = await postJson<{ id: string }>("/api/saved-bios", { bio, platform, tool, note });
    if (res.ok) {
      setSaved("yes");
      toast.success("Bio saved", { description: "Find it with your saved bios on your profile." });
    } else {
      setSaved("no");
      toast.error("Error", { description: res.message });
    }
  }

  return (
    <li data-testid="tool-bio" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <p className="text-[15px] leading-relaxed break-words whitespace-pre-line">{bio}</p>
      <ul aria-label={`Length of bio ${index + 1} on each network`} className="flex flex-wrap gap-1.5">
        {PLATFORMS.map((p) => {
          const over = length > PLATFORM_LIMITS[p];
          return (
            <li
              key={p}
              data-over={over || undefined}
              className={cn(
                "rounded-md border px-2 py-0.5 text-xs tabular-nums",
                over ? "border-destructive/40 text-destructive" : "text-muted-foreground",
                p === platform && !over && "border-primary/40 text-foreground",
              )}
            >
              {PLATFORM_NAMES[p]} {length}/{PLATFORM_LIMITS[p]}
              <span className="sr-only">{over ? " characters, too long" : " characters, fits"}</span>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onCopy} aria-label={`Copy bio ${index + 1}`}>
          {copied === bio ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied === bio ? "Copied" : "Copy"}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onSave}
          disabled={saved !== "no"}
          aria-label={saved === "yes" ? `Bio ${index + 1} saved` : `Save bio ${index + 1}`}
        >
          {saved === "yes" ? <BookmarkCheckIcon aria-hidden="true" /> : <BookmarkPlusIcon aria-hidden="true" />}
          {saved === "yes" ? "Saved" : saved === "saving" ? "Saving…" : "Save"}
        </Button>
        <AddToCalendarButton bio={bio} label={`Add to calendar: bio ${index + 1}`} />
        <Dialog>
          <DialogTrigger asChild>
            <Button size="sm" variant="ghost" aria-label={`Preview bio ${index + 1}`}>
              <EyeIcon aria-hidden="true" />
              Preview
            </Button>
          </DialogTrigger>
          <DialogPanel
            className="max-h-[90dvh] overflow-y-auto"
            title="Preview"
            description={<>How this bio looks on each network&apos;s profile.</>}
          >
            <SocialPreview bio={bio} />
          </DialogPanel>
        </Dialog>
      </div>
    </li>
  );
}
