import type * as React from "react";
import { BadgeCheckIcon, LinkIcon, MapPinIcon } from "lucide-react";

import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";
import type { BioFit } from "./bio-limit";
import { initialsOf } from "./preview-profile";

// The top of a profile page on each network (a "profile top"), drawn the way the network
// lays it out (mobile app, 2025). They are pictures of a profile: the fake Follow buttons are hidden from assistive tech and the
// website is plain text, never a live link.

/** What a profile top shows, already cleaned up (handle without @, display URL). */
export interface ProfileView {
  name: string;
  handle: string;
  followers: string;
  following: string;
  posts: string;
  likes: string;
  verified: boolean;
  location: string;
  website: string;
  avatarUrl: string | null;
}

export interface ProfileTopProps {
  view: ProfileView;
  fit: BioFit;
  /** The network's name, for the screen-reader note on the cut-off part. */
  network: string;
}

export function InstagramProfileTop({ view, fit, network }: ProfileTopProps) {
  return (
    <div className="flex flex-col gap-3 p-4">
      <p className="flex items-center gap-1 text-base font-semibold">
        <span className="truncate">{view.handle}</span>
        {view.verified && <VerifiedMark />}
      </p>
      <div className="flex items-center gap-4">
        <div className="shrink-0 rounded-full bg-brand-gradient p-[3px]">
          <div className="rounded-full bg-card p-[3px]">
            <ProfileAvatar view={view} className="size-[4.5rem]" />
          </div>
        </div>
        <dl className="grid min-w-0 flex-1 grid-cols-3 text-center">
          <Count value={view.posts} label="posts" />
          <Count value={view.followers} label="followers" />
          <Count value={view.following} label="following" />
        </dl>
      </div>
      <div className="flex flex-col gap-0.5 text-sm leading-snug">
        <p className="font-semibold">{view.name}</p>
        <PreviewBio fit={fit} network={network} />
        {view.location && <IconLine icon={MapPinIcon}>{view.location}</IconLine>}
        {view.website && <LinkText>{view.website}</LinkText>}
      </div>
      <FakeButtons>
        <FakeButton className="rounded-lg bg-info text-info-foreground">Follow</FakeButton>
        <FakeButton className="rounded-lg bg-muted text-foreground">Message</FakeButton>
      </FakeButtons>
    </div>
  );
}

export function XProfileTop({ view, fit, network }: ProfileTopProps) {
  return (
    <div>
      <div aria-hidden="true" className="h-24 bg-brand-gradient opacity-85" />
      <div className="flex flex-col gap-3 px-4 pb-4">
        <div className="-mt-9 flex items-end justify-between gap-3">
          <ProfileAvatar view={view} className="size-[4.5rem] ring-4 ring-card" />
          <FakeButton className="rounded-full bg-foreground px-5 text-background">Follow</FakeButton>
        </div>
        <div>
          <p className="flex items-center gap-1 text-lg leading-tight font-bold">
            <span className="truncate">{view.name}</span>
            {view.verified && <VerifiedMark className="size-[1.15rem]" />}
          </p>
          <p className="truncate text-sm text-muted-foreground">@{view.handle}</p>
        </div>
        <PreviewBio fit={fit} network={network} className="text-sm leading-snug" />
        {(view.location || view.website) && (
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {view.location && <IconLine icon={MapPinIcon}>{view.location}</IconLine>}
            {view.website && <LinkText icon>{view.website}</LinkText>}
          </div>
        )}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <InlineCount value={view.following} label="Following" />
          <InlineCount value={view.followers} label="Followers" />
        </dl>
      </div>
    </div>
  );
}

export function LinkedInProfileTop({ view, fit, network }: ProfileTopProps) {
  return (
    <div>
      <div aria-hidden="true" className="h-20 bg-info/20" />
      <div className="flex flex-col gap-3 px-4 pb-4">
        <ProfileAvatar view={view} className="-mt-12 size-24 ring-4 ring-card" />
        <div className="flex flex-col gap-1">
          <p className="flex items-center gap-1.5 text-xl leading-tight font-semibold">
            <span className="truncate">{view.name}</span>
            {view.verified && <VerifiedMark className="size-[1.15rem]" />}
          </p>
          {/* The headline is what LinkedIn limits to 220 characters. */}
          <PreviewBio fit={fit} network={network} className="text-sm leading-snug" />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          {view.location && (
            <p className="text-muted-foreground">
              {view.location} · <span className="font-semibold text-info">Contact info</span>
            </p>
          )}
          {view.website && <LinkText icon>{view.website}</LinkText>}
          <p className="font-semibold text-info">
            {view.followers} followers · {view.following} connections
          </p>
        </div>
        <FakeButtons>
          <FakeButton className="rounded-full bg-info text-info-foreground">Connect</FakeButton>
          <FakeButton className="rounded-full border border-info text-info">Message</FakeButton>
        </FakeButtons>
      </div>
    </div>
  );
}

export function TikTokProfileTop({ view, fit, network }: ProfileTopProps) {
  return (
    <div className="flex flex-col items-center gap-3 p-4 text-center">
      <ProfileAvatar view={view} className="size-24" />
      <div className="flex max-w-full flex-col items-center gap-0.5">
        <p className="flex max-w-full items-center gap-1 text-lg leading-tight font-bold">
          <span className="truncate">{view.name}</span>
          {view.verified && <VerifiedMark />}
        </p>
        <p className="max-w-full truncate text-sm text-muted-foreground">@{view.handle}</p>
      </div>
      <dl className="grid w-full max-w-xs grid-cols-3 divide-x text-center">
        <Count value={view.following} label="Following" />
        <Count value={view.followers} label="Followers" />
        <Count value={view.likes} label="Likes" />
      </dl>
      <FakeButtons className="w-full max-w-xs">
        <FakeButton className="rounded-md bg-brand-to text-brand-foreground">Follow</FakeButton>
        <FakeButton className="rounded-md bg-muted text-foreground">Message</FakeButton>
      </FakeButtons>
      <PreviewBio fit={fit} network={network} className="text-sm leading-snug" />
      {view.website && <LinkText icon>{view.website}</LinkText>}
    </div>
  );
}

/** The bio as the network prints it: line breaks kept, the part past the limit struck out. */
function PreviewBio({ fit, network, className }: { fit: BioFit; network: string; className?: string }) {
  return (
    <p className={cn("w-full whitespace-pre-line [overflow-wrap:anywhere]", className)}>
      {fit.kept}
      {fit.over && (
        <>
          <span className="sr-only"> (cut off by {network} from here:) </span>
          <span
            data-testid="bio-overflow"
            className="text-muted-foreground line-through decoration-destructive/70 decoration-2"
          >
            {fit.overflow}
          </span>
        </>
      )}
    </p>
  );
}

function ProfileAvatar({ view, className }: { view: ProfileView; className?: string }) {
  return (
    // The name is printed beside every avatar, so neither the image nor the initials are read out.
    <Avatar aria-hidden="true" className={cn("ring-0", className)}>
      {view.avatarUrl && <AvatarImage src={view.avatarUrl} alt="" />}
      <AvatarFallback className="bg-brand-gradient text-xl font-semibold text-brand-foreground">
        {initialsOf(view.name)}
      </AvatarFallback>
    </Avatar>
  );
}

function VerifiedMark({ className }: { className?: string }) {
  return (
    <BadgeCheckIcon role="img" aria-label="Verified" className={cn("size-4 shrink-0 fill-info text-card", className)} />
  );
}

function Count({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex min-w-0 flex-col px-1">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="order-first truncate text-base font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function InlineCount({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="order-first truncate font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function IconLine({ icon: Icon, children }: { icon: typeof MapPinIcon; children: React.ReactNode }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1 text-muted-foreground">
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">{children}</span>
    </span>
  );
}

function LinkText({ children, icon = false }: { children: React.ReactNode; icon?: boolean }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1 font-semibold text-info">
      {icon && <LinkIcon aria-hidden="true" className="size-3.5 shrink-0" />}
      <span className="truncate">{children}</span>
    </span>
  );
}

function FakeButtons({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div aria-hidden="true" className={cn("grid grid-cols-2 gap-2", className)}>
      {children}
    </div>
  );
}

function FakeButton({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-flex h-8 items-center justify-center px-3 text-sm font-semibold select-none", className)}
    >
      {children}
    </span>
  );
}
