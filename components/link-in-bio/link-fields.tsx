"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { fromLocalInput, toLocalInput, type LinkDraft } from "@/lib/link-in-bio/draft";
import { MAX_LINK_TITLE } from "@/lib/link-in-bio/link-in-bio.schema";
import { hasUtm } from "@/lib/link-in-bio/utm";
import type { PresetStore } from "./types";
import { UtmBuilder } from "./utm-builder";

export interface LinkFieldsProps {
  link: LinkDraft;
  error: string | undefined;
  onChange: (patch: Partial<LinkDraft>) => void;
  presets: PresetStore;
}

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return "your time zone";
  }
}

/** Every field of one link: title, address, schedule, UTM parameters and the in-app browser escape. */
export function LinkFields({ link, error, onChange, presets }: LinkFieldsProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            value={link.title}
            maxLength={MAX_LINK_TITLE}
            placeholder="e.g. My new video"
            onChange={(e) => onChange({ title: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-url`}>URL</Label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={link.url}
            placeholder="https://"
            autoComplete="url"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => onChange({ url: e.target.value })}
          />
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="-mt-2 text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      )}

      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium">Schedule (optional)</legend>
        <p className="-mt-1 text-xs text-muted-foreground">
          The link shows only between these times, in your local time ({timeZone()}).
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {(["startsAt", "endsAt"] as const).map((field) => (
            <div key={field} className="flex flex-col gap-2">
              <Label htmlFor={`${id}-${field}`}>{field === "startsAt" ? "Show from" : "Hide after"}</Label>
              <Input
                id={`${id}-${field}`}
                type="datetime-local"
                value={toLocalInput(link[field])}
                onChange={(e) => onChange({ [field]: fromLocalInput(e.target.value) })}
              />
            </div>
          ))}
        </div>
      </fieldset>

      <details className="group rounded-lg border" open={hasUtm(link.utm) || undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium select-none">
          UTM parameters {hasUtm(link.utm) ? "(on)" : "(optional)"}
        </summary>
        <div className="border-t p-3">
          <UtmBuilder url={link.url} utm={link.utm} onChange={(utm) => onChange({ utm })} presets={presets} />
        </div>
      </details>

      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-browser`}>Open in the phone&apos;s browser</Label>
          <p id={`${id}-browser-hint`} className="text-xs text-muted-foreground">
            Instagram and TikTok open links in their own browser; this sends visitors to Safari or Chrome, where they
            are signed in.
          </p>
        </div>
        <Switch
          id={`${id}-browser`}
          aria-describedby={`${id}-browser-hint`}
          checked={link.openInBrowser}
          onCheckedChange={(openInBrowser) => onChange({ openInBrowser })}
        />
      </div>
    </div>
  );
}
