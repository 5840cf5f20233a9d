"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SocialGlyph } from "./social-glyph";
import { SOCIAL_KINDS, SOCIAL_LABELS, socialHref, type SocialKind } from "@/lib/link-in-bio/socials";

const PLACEHOLDERS: Record<SocialKind, string> = {
  instagram: "@yourname",
  tiktok: "@yourname",
  youtube: "@yourchannel",
  x: "@yourname",
  linkedin: "linkedin.com/in/yourname",
  email: "you@example.com",
  website: "https://example.com",
};

/** The social icons of the page: a handle or address per network; empty ones are not shown. */
export function SocialsEditor({
  socials,
  onChange,
}: {
  socials: Record<SocialKind, string>;
  onChange: (kind: SocialKind, value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SOCIAL_KINDS.map((kind) => {
        const value = socials[kind];
        const check = value.trim() ? socialHref(kind, value) : null;
        const error = check && !check.ok ? check.message : null;
        return (
          <div key={kind} className="flex flex-col gap-2">
            <Label htmlFor={`${id}-${kind}`}>
              <SocialGlyph kind={kind} className="size-4" />
              {SOCIAL_LABELS[kind]}
            </Label>
            <Input
              id={`${id}-${kind}`}
              value={value}
              type={kind === "email" ? "email" : "text"}
              inputMode={kind === "email" ? "email" : kind === "website" || kind === "linkedin" ? "url" : "text"}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              placeholder={PLACEHOLDERS[kind]}
              maxLength={300}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${kind}-error` : undefined}
              onChange={(e) => onChange(kind, e.target.value)}
            />
            {error && (
              <p id={`${id}-${kind}-error`} className="text-xs font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
