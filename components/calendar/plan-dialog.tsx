"use client";

import { CalendarPlus } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import {
  CONTENT_TYPE_LABELS,
  MAX_BIO,
  MAX_DESCRIPTION,
  MAX_TITLE,
  type ContentType,
} from "@/lib/calendar/calendar.schema";
import { FALLBACK_BIOS } from "@/lib/calendar/templates";
import { postJson } from "@/lib/client/post-json";
import { ContentTypeSelect, DayInput, parseHashtags } from "./fields";
import type { CalendarActions } from "./use-calendar-items";

const EMPTY = { title: "", description: "", bio: "", hashtags: "" };

/** 'Plan New Content': a day, a type and a title; the bio is written by the server unless the user brings one. */
export function PlanDialog({
  today,
  actions,
  defaultDate,
  initialBio = "",
  trigger,
}: {
  today: string;
  actions: CalendarActions;
  defaultDate?: string;
  /** A bio to start from (a generated bio added to the calendar). */
  initialBio?: string;
  trigger?: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(defaultDate ?? today);
  const [contentType, setContentType] = useState<ContentType>("post");
  const start = { ...EMPTY, bio: initialBio };
  const [fields, setFields] = useState(start);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const title = fields.title.trim();
    if (title === "" || busy) return;
    setBusy(true);
    let bio = fields.bio.trim();
    let note: string | undefined;
    if (bio === "") {
      const r = await postJson<{ suggestedBio: string }>("/api/content-calendar/plan", {
        date,
        contentType,
        theme: title,
        description: fields.description.trim(),
      });
      if (r.ok && r.data.suggestedBio) {
        bio = r.data.suggestedBio;
      } else {
        bio = FALLBACK_BIOS[contentType];
        note = `We couldn't write a bio just now, so “${title}” got a ready-made ${CONTENT_TYPE_LABELS[contentType].toLowerCase()} bio. You can copy or change it later.`;
      }
    }
    const item = await actions.add(
      {
        date,
        contentType,
        title,
        description: fields.description.trim(),
        bio,
        hashtags: parseHashtags(fields.hashtags),
      },
      { toastTitle: "Content Added!", note },
    );
    setBusy(false);
    if (item) {
      setFields(start);
      setOpen(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !busy && setOpen(o)}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <CalendarPlus aria-hidden="true" />
            Plan New Content
          </Button>
        )}
      </DialogTrigger>
      <DialogPanel
        title="Plan New Content"
        description={<>Up to 30 days ahead. Leave the bio empty and we&apos;ll write one for you.</>}
      >
        <form onSubmit={submit} className="flex flex-col gap-3 sm:gap-4" noValidate>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-date`}>Date</Label>
              <DayInput id={`${id}-date`} today={today} value={date} fallback={today} onChange={setDate} required />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-type`}>Content type</Label>
              <ContentTypeSelect id={`${id}-type`} value={contentType} onChange={setContentType} />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input
              id={`${id}-title`}
              value={fields.title}
              onChange={set("title")}
              maxLength={MAX_TITLE}
              placeholder="e.g. Behind the scenes of our new menu"
              required
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Description (optional)</Label>
            <Textarea
              id={`${id}-description`}
              value={fields.description}
              onChange={set("description")}
              maxLength={MAX_DESCRIPTION}
              rows={2}
              className="min-h-16"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-bio`}>Custom bio (optional)</Label>
            <Textarea
              id={`${id}-bio`}
              value={fields.bio}
              onChange={set("bio")}
              maxLength={MAX_BIO}
              rows={2}
              className="min-h-16"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-hashtags`}>Hashtags (optional)</Label>
            <Input
              id={`${id}-hashtags`}
              value={fields.hashtags}
              onChange={set("hashtags")}
              placeholder="#launch #behindthescenes"
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              {busy && <Spinner />}
              {busy ? "Planning…" : "Add to calendar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
