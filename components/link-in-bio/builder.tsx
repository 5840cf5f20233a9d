"use client";

import { Eye, FlaskConical, Pencil } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { graphemeLength } from "@/lib/bio/graphemes";
import { requestJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import type { SavedPage } from "@/lib/link-in-bio/draft";
import { MAX_PAGE_BIO } from "@/lib/link-in-bio/link-in-bio.schema";
import { THEMES } from "@/lib/link-in-bio/themes";
import type { Utm } from "@/lib/link-in-bio/utm";
import { cn } from "@/lib/utils";
import { AppearanceEditor } from "./appearance-editor";
import { BuilderSection } from "./builder-section";
import { LinksEditor } from "./links-editor";
import { PhonePreview } from "./phone-preview";
import { SavedBioPicker } from "./saved-bio-picker";
import { SharePanel } from "./share-panel";
import { SocialsEditor } from "./socials-editor";
import type { BuilderProfile, UtmPreset } from "./types";
import { useLinkPageDraft } from "./use-page-draft";
import { useUnsavedWarning } from "./use-unsaved-warning";
import { href } from "@/lib/config/paths";

export interface LinkInBioBuilderProps {
  initialPage: SavedPage;
  initialPresets: UtmPreset[];
  profile: BuilderProfile;
}

/** The link-in-bio builder: the form on the left, the live phone preview and the share panel beside it. */
export function LinkInBioBuilder({ initialPage, initialPresets, profile }: LinkInBioBuilderProps) {
  const state = useLinkPageDraft(initialPage);
  const { draft, saved, dirty, saving } = state;
  const [presets, setPresets] = useState(initialPresets);
  const [previewOpen, setPreviewOpen] = useState(false);
  useUnsavedWarning(dirty);
  const bioLength = graphemeLength(draft.bio.trim());
  const savedAccent = saved.accent ?? THEMES[saved.theme].accent;

  async function savePreset(name: string, utm: Utm): Promise<boolean> {
    const r = await requestJson<{ preset: UtmPreset }>("/api/link-in-bio/presets", {
      method: "POST",
      body: JSON.stringify({ name, utm }),
    });
    if (!r.ok) {
      toast.error(r.message);
      return false;
    }
    setPresets((list) => [...list, r.data.preset].sort((a, b) => a.name.localeCompare(b.name)));
    toast.success(`Preset “${r.data.preset.name}” saved.`);
    return true;
  }

  async function removePreset(preset: UtmPreset): Promise<boolean> {
    const r = await requestJson(`/api/link-in-bio/presets/${encodeURIComponent(preset.id)}`, { method: "DELETE" });
    // Already gone is what the person wanted too.
    if (!r.ok && r.status !== 404) {
      toast.error(r.message);
      return false;
    }
    setPresets((list) => list.filter((p) => p.id !== preset.id));
    toast.success(`Preset “${preset.name}” deleted.`);
    return true;
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="flex min-w-0 flex-col gap-6">
        <BuilderSection id="lib-profile" title="Profile">
          <div className="flex items-center gap-4">
            <Avatar className="size-16">
              {profile.avatar && <AvatarImage src={profile.avatar} alt="" />}
              <AvatarFallback className="text-xl font-semibold">
                {(Array.from(profile.displayName.trim())[0] ?? "@").toUpperCase()}
              </AvatarFallback>
            </Avatar>
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{profile.displayName}</p>
              <p className="truncate text-sm text-muted-foreground">@{profile.username}</p>
            </div>
            <Button asChild variant="outline" size="sm">
              <Link href={href("profile")}>
                <Pencil aria-hidden="true" />
                Edit profile
              </Link>
            </Button>
          </div>
          <div className="mt-6 flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor="lib-bio">Page bio</Label>
              <SavedBioPicker onPick={(bio) => state.setPage({ bio })} />
            </div>
            <Textarea
              id="lib-bio"
              value={draft.bio}
              rows={3}
              placeholder="A line or two about you, shown under your name."
              aria-describedby="lib-bio-count"
              aria-invalid={bioLength > MAX_PAGE_BIO ? true : undefined}
              onChange={(e) => state.setPage({ bio: e.target.value })}
            />
            <p
              id="lib-bio-count"
              className={cn(
                "text-right text-xs tabular-nums",
                bioLength > MAX_PAGE_BIO ? "font-medium text-destructive" : "text-muted-foreground",
              )}
            >
              {bioLength} / {MAX_PAGE_BIO}
            </p>
            <Link
              href={href("link-in-bio-ab-test")}
              className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-primary underline-offset-4 hover:underline pointer-fine:min-h-0"
            >
              <FlaskConical aria-hidden="true" className="size-4" />
              A/B test this bio against other versions
            </Link>
          </div>
        </BuilderSection>

        <BuilderSection
          id="lib-links"
          title="Links"
          description="Drag the handles to change the order, or use the keyboard: space, the arrow keys, space."
        >
          <LinksEditor
            links={draft.links}
            errors={state.linkErrors}
            presets={{ list: presets, save: savePreset, remove: removePreset }}
            onAdd={state.addLink}
            onChange={state.updateLink}
            onReorder={state.setLinks}
            onDelete={state.deleteLink}
          />
        </BuilderSection>

        <BuilderSection id="lib-socials" title="Social icons" description="Shown as icons under your bio.">
          <SocialsEditor
            socials={draft.socials}
            onChange={(kind, value) => state.setPage({ socials: { ...draft.socials, [kind]: value } })}
          />
        </BuilderSection>

        <BuilderSection id="lib-appearance" title="Appearance">
          <AppearanceEditor
            theme={draft.theme}
            accent={draft.accent}
            indexable={draft.indexable}
            error={state.pageError}
            onChange={state.setPage}
          />
        </BuilderSection>

        <div className="sticky bottom-0 z-20 -mx-4 flex items-center gap-2 border-t bg-background/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
          <p className="min-w-0 flex-1 text-sm" role="status">
            {saving ? "Saving…" : dirty ? "Unsaved changes." : "All changes saved."}
          </p>
          <Button variant="outline" className="lg:hidden" onClick={() => setPreviewOpen(true)}>
            <Eye aria-hidden="true" />
            Preview
          </Button>
          <Button onClick={() => void state.save()} disabled={!dirty || saving}>
            {saving && <Spinner label="Saving" />}
            Save
          </Button>
        </div>
      </div>

      <aside
        className="order-first flex flex-col gap-6 lg:sticky lg:top-20 lg:order-none"
        aria-label="Preview and sharing"
      >
        <SharePanel url={saved.url} accent={savedAccent} username={saved.username} />
        <div className="hidden lg:block">
          <PhonePreview draft={draft} profile={profile} />
        </div>
      </aside>

      <Sheet open={previewOpen} onOpenChange={setPreviewOpen}>
        <SheetContent side="bottom" className="lg:hidden">
          <SheetHeader>
            <SheetTitle>Preview</SheetTitle>
            <SheetDescription>How your page will look once you save.</SheetDescription>
          </SheetHeader>
          <SheetBody className="pb-5">
            <PhonePreview draft={draft} profile={profile} />
          </SheetBody>
        </SheetContent>
      </Sheet>
    </div>
  );
}
