"use client";

import { useId, useState } from "react";
import { Collapsible } from "radix-ui";
import { ChevronDownIcon, RotateCcwIcon, SlidersHorizontalIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";
import type { PreviewProfile } from "./preview-profile";

/** The preview's editable state: the profile plus TikTok's likes, which no other network shows. */
export type PreviewFields = PreviewProfile & { likes: string };
type TextKey = Exclude<keyof PreviewFields, "verified" | "avatarUrl">;

interface FieldSpec {
  key: TextKey;
  label: string;
  placeholder: string;
  autoComplete?: string;
  inputMode?: "text" | "url";
}

const IDENTITY: FieldSpec[] = [
  { key: "displayName", label: "Display name", placeholder: "Your Name", autoComplete: "name" },
  { key: "username", label: "Username", placeholder: "yourname", autoComplete: "username" },
];

const COUNTS: FieldSpec[] = [
  { key: "followers", label: "Followers", placeholder: "1.2K" },
  { key: "following", label: "Following", placeholder: "890" },
  { key: "posts", label: "Posts", placeholder: "247" },
  { key: "likes", label: "Likes (TikTok)", placeholder: "5.6K" },
];

const DETAILS: FieldSpec[] = [
  { key: "location", label: "Location", placeholder: "City, Country", autoComplete: "address-level2" },
  { key: "website", label: "Website", placeholder: "yoursite.com", autoComplete: "url", inputMode: "url" },
];

export function PreviewCustomizeForm({
  fields,
  onChange,
  onReset,
}: {
  fields: PreviewFields;
  onChange: (patch: Partial<PreviewFields>) => void;
  onReset: () => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();

  const renderField = (spec: FieldSpec) => (
    <div key={spec.key} className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={`${id}-${spec.key}`}>{spec.label}</Label>
      <Input
        id={`${id}-${spec.key}`}
        value={fields[spec.key]}
        placeholder={spec.placeholder}
        autoComplete={spec.autoComplete ?? "off"}
        inputMode={spec.inputMode}
        spellCheck={false}
        maxLength={spec.key === "location" || spec.key === "website" ? 80 : 40}
        onChange={(event) => onChange({ [spec.key]: event.target.value })}
      />
    </div>
  );

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-xl border bg-card">
      <Collapsible.Trigger asChild>
        <button
          type="button"
          className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left text-sm font-medium hover:bg-accent/60"
        >
          <SlidersHorizontalIcon aria-hidden="true" className="size-4 text-primary" />
          <span className="flex-1">Customize preview</span>
          <ChevronDownIcon
            aria-hidden="true"
            className={cn("size-4 text-muted-foreground transition-transform duration-200", open && "rotate-180")}
          />
        </button>
      </Collapsible.Trigger>
      <Collapsible.Content className="data-[state=open]:animate-fade-in">
        <div className="flex flex-col gap-5 border-t px-4 pt-4 pb-4">
          <div className="grid gap-4 sm:grid-cols-2">{IDENTITY.map(renderField)}</div>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">Counts</legend>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">{COUNTS.map(renderField)}</div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">{DETAILS.map(renderField)}</div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              <Switch
                id={`${id}-verified`}
                checked={fields.verified}
                onCheckedChange={(verified) => onChange({ verified })}
              />
              <Label htmlFor={`${id}-verified`}>Verified badge</Label>
            </div>
            <Button variant="ghost" size="sm" onClick={onReset}>
              <RotateCcwIcon aria-hidden="true" />
              Reset preview
            </Button>
          </div>
        </div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
