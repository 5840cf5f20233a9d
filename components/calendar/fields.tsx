"use client";

import type { ComponentProps } from "react";
import { fieldClassName, Input } from "@/components/ui/input";
import { CONTENT_TYPE_LABELS, CONTENT_TYPES, type ContentType } from "@/lib/calendar/calendar.schema";
import { planWindow } from "@/lib/calendar/days";
import { cn } from "@/lib/utils";

/** A native select styled as the app's fields (the phone's own picker on touch screens). */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClassName, "h-11 px-3 pointer-fine:h-10", className)} {...props} />;
}

export function ContentTypeSelect({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<"select">, "value" | "onChange"> & { value: ContentType; onChange: (v: ContentType) => void }) {
  return (
    <NativeSelect value={value} onChange={(e) => onChange(e.target.value as ContentType)} {...props}>
      {CONTENT_TYPES.map((t) => (
        <option key={t} value={t}>
          {CONTENT_TYPE_LABELS[t]}
        </option>
      ))}
    </NativeSelect>
  );
}

/** "#one #two, three" → ["#one", "#two", "#three"]: what a user types into a hashtag field. */
export function parseHashtags(text: string): string[] {
  const tags = text
    .split(/[\s,]+/)
    .map((t) => t.replace(/^#+/, "").replace(/[^\p{L}\p{N}_]/gu, ""))
    .filter(Boolean)
    .map((t) => `#${t.slice(0, 60)}`);
  return [...new Set(tags)].slice(0, 30);
}

/** A day picker limited to the days that may be planned (today and the next 30); cleared, it falls back. */
export function DayInput({
  today,
  value,
  fallback,
  onChange,
  ...props
}: Omit<ComponentProps<"input">, "value" | "onChange" | "type" | "min" | "max"> & {
  today: string;
  value: string;
  fallback: string;
  onChange: (day: string) => void;
}) {
  const { first, last } = planWindow(today);
  return (
    <Input
      type="date"
      min={first}
      max={last}
      value={value}
      onChange={(e) => onChange(e.target.value || fallback)}
      {...props}
    />
  );
}
