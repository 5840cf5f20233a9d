"use client";

import { useState, type ReactNode } from "react";
import { TriangleAlertIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PLATFORM_LIMITS, type Platform } from "@/lib/bio/types";
import { cn } from "@/lib/utils";
import { fitBio, type BioFit } from "./bio-limit";
import {
  InstagramProfileTop,
  LinkedInProfileTop,
  TikTokProfileTop,
  XProfileTop,
  type ProfileTopProps,
  type ProfileView,
} from "./network-profile-tops";
import { PreviewCustomizeForm, type PreviewFields } from "./preview-customize-form";
import {
  DEFAULT_PREVIEW_PROFILE,
  displayUrl,
  handleOf,
  mergeProfile,
  nameOf,
  type PreviewProfile,
} from "./preview-profile";

export type { PreviewProfile } from "./preview-profile";

const NETWORKS: readonly {
  id: Platform;
  name: string;
  /** Said after the name on wider screens and always to screen readers. */
  alias?: string;
  ProfileTop: (props: ProfileTopProps) => ReactNode;
}[] = [
  { id: "instagram", name: "Instagram", ProfileTop: InstagramProfileTop },
  { id: "twitter", name: "X", alias: "Twitter", ProfileTop: XProfileTop },
  { id: "linkedin", name: "LinkedIn", ProfileTop: LinkedInProfileTop },
  { id: "tiktok", name: "TikTok", ProfileTop: TikTokProfileTop },
];

const DEFAULT_LIKES = "5.6K";

function startingFields(initial: Partial<PreviewProfile> | undefined): PreviewFields {
  return { ...mergeProfile(DEFAULT_PREVIEW_PROFILE, initial), likes: DEFAULT_LIKES };
}

function viewOf(fields: PreviewFields): ProfileView {
  const count = (value: string) => value.trim() || "0";
  return {
    name: nameOf(fields.displayName),
    handle: handleOf(fields.username),
    followers: count(fields.followers),
    following: count(fields.following),
    posts: count(fields.posts),
    likes: count(fields.likes),
    verified: fields.verified,
    location: fields.location.trim(),
    website: displayUrl(fields.website),
    avatarUrl: fields.avatarUrl,
  };
}

export function SocialPreview({ bio, initial }: { bio: string; initial?: Partial<PreviewProfile> }) {
  const [fields, setFields] = useState(() => startingFields(initial));

  // New values from the generator form (username, display name, avatar) flow in; what was
  // typed here into other fields stays. Adjusting state during render, as React recommends.
  const initialKey = JSON.stringify(initial ?? null);
  const [syncedKey, setSyncedKey] = useState(initialKey);
  if (syncedKey !== initialKey) {
    setSyncedKey(initialKey);
    setFields((current) => mergeProfile(current, initial));
  }

  const view = viewOf(fields);

  return (
    <div className="flex flex-col gap-4">
      <Tabs defaultValue="instagram" className="gap-4">
        <TabsList aria-label="Network" className="flex w-full">
          {NETWORKS.map(({ id, name, alias }) => (
            <TabsTrigger key={id} value={id} className="flex-1 px-2.5">
              <span>
                {name}
                {alias && <span className="sr-only sm:not-sr-only"> / {alias}</span>}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {NETWORKS.map(({ id, name, ProfileTop }) => {
          const fit = fitBio(bio, PLATFORM_LIMITS[id]);
          return (
            <TabsContent key={id} value={id} className="flex flex-col gap-4">
              <figure className="mx-auto w-full max-w-sm overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-md">
                <figcaption className="sr-only">{name} profile preview</figcaption>
                <ProfileTop view={view} fit={fit} network={name} />
              </figure>
              <BioLimit fit={fit} network={name} />
            </TabsContent>
          );
        })}
      </Tabs>

      <PreviewCustomizeForm
        fields={fields}
        onChange={(patch) => setFields((current) => ({ ...current, ...patch }))}
        onReset={() => setFields(startingFields(initial))}
      />
    </div>
  );
}

function BioLimit({ fit, network }: { fit: BioFit; network: string }) {
  const near = !fit.over && fit.length > fit.limit * 0.9;
  return (
    <div className="mx-auto flex w-full max-w-sm flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-muted-foreground">{network} bio limit</span>
        <span
          className={cn(
            "font-semibold tabular-nums",
            fit.over ? "text-destructive" : near ? "text-warning" : "text-success",
          )}
        >
          <span aria-hidden="true">
            {fit.length}/{fit.limit}
          </span>
          <span className="sr-only">
            {fit.length} of {fit.limit} characters
          </span>
        </span>
      </div>
      <Progress
        value={fit.length}
        max={fit.limit}
        label={`${network} bio length`}
        className={cn(
          "h-1.5",
          fit.over
            ? "bg-destructive/15 [&>[data-slot=progress-indicator]]:bg-destructive"
            : near
              ? "bg-warning/15 [&>[data-slot=progress-indicator]]:bg-warning"
              : "bg-success/15 [&>[data-slot=progress-indicator]]:bg-success",
        )}
      />
      {fit.over && (
        <Alert variant="destructive" className="mt-1">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>
            {network} would cut this after {fit.limit} characters
          </AlertTitle>
          <AlertDescription>
            <p>
              The struck-through part would not show. Trim {fit.length - fit.limit} characters or pick a shorter bio.
            </p>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
