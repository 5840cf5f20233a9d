"use client";

import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS, type Platform } from "@/lib/bio/types";
import { cn } from "@/lib/utils";

// A pasted bio can be long; the quick tools read the first few thousand characters.
const MAX_INPUT = 2000;

/** A bio textarea with its character count (graphemes) against the platform's limit. */
export function BioField({
  label,
  value,
  onChange,
  platform,
  placeholder,
  rows = 4,
}: {
  label: string;
  value: string;
  onChange: (bio: string) => void;
  platform: Platform;
  placeholder: string;
  rows?: number;
}) {
  const id = useId();
  const length = graphemeLength(value);
  const limit = PLATFORM_LIMITS[platform];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={MAX_INPUT}
        rows={rows}
        aria-describedby={`${id}-count`}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
      <p
        id={`${id}-count`}
        data-testid="bio-count"
        className={cn("text-xs tabular-nums text-muted-foreground", length > limit && "text-destructive")}
      >
        {length}/{limit} characters
      </p>
    </div>
  );
}
