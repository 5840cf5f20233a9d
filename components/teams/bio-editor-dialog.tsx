"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter, DialogPanel, DialogTrigger, useGuardedOpen } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS, PLATFORM_NAMES, PLATFORMS, type Platform } from "@/lib/bio/types";
import { MAX_BIO_TITLE } from "@/lib/teams/teams.schema";
import type { BioView } from "./types";
import { teamApi, useTeamRequest } from "./use-team-request";

/** Writes a new draft, or edits a bio (an approved one goes back to review when saved). */
export function BioEditorDialog({ teamId, bio, trigger }: { teamId: string; bio?: BioView; trigger: ReactNode }) {
  const [title, setTitle] = useState(bio?.title ?? "");
  const [content, setContent] = useState(bio?.content ?? "");
  const [platform, setPlatform] = useState<Platform>((bio?.platform as Platform | undefined) ?? "instagram");
  const { send, pending } = useTeamRequest();
  const { open, setOpen, onOpenChange } = useGuardedOpen(pending);
  const length = graphemeLength(content);
  const limit = PLATFORM_LIMITS[platform];

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const result = bio
      ? await send(teamApi(teamId, "bios", bio.id), {
          method: "PATCH",
          body: { title, content, platform },
          success: bio.status === "approved" ? "Saved. The bio is back in review." : "Bio saved.",
        })
      : await send(teamApi(teamId, "bios"), { body: { title, content, platform }, success: "Draft created." });
    if (!result.ok) return;
    setOpen(false);
    if (!bio) {
      setTitle("");
      setContent("");
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogPanel
        className="max-h-[90dvh] overflow-y-auto"
        title={bio ? "Edit bio" : "New draft"}
        description={
          bio?.status === "approved"
            ? "This bio is approved. Saving a change sends it back to review."
            : "Drafts stay in the team until someone submits them for review."
        }
        form={{ onSubmit: save }}
      >
        <div className="grid gap-2">
          <Label htmlFor="bio-title">Title (optional)</Label>
          <Input
            id="bio-title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={MAX_BIO_TITLE}
            placeholder="e.g. Spring launch"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="bio-platform">Platform</Label>
          <Select value={platform} onValueChange={(v) => setPlatform(v as Platform)}>
            <SelectTrigger id="bio-platform" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PLATFORMS.map((p) => (
                <SelectItem key={p} value={p}>
                  {PLATFORM_NAMES[p]} · {PLATFORM_LIMITS[p]} characters
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="bio-content">Bio</Label>
          <Textarea
            id="bio-content"
            value={content}
            onChange={(e) => setContent(e.target.value)}
            rows={4}
            required
            aria-describedby="bio-count"
          />
          <p
            id="bio-count"
            className={length > limit ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
            aria-live="polite"
          >
            {length}/{limit} characters
          </p>
        </div>
        <DialogFooter>
          <Button type="submit" disabled={pending || content.trim() === "" || length > limit}>
            {pending ? "Saving…" : bio ? "Save" : "Create draft"}
          </Button>
        </DialogFooter>
      </DialogPanel>
    </Dialog>
  );
}
