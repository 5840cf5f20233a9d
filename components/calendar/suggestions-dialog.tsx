"use client";

import { Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { MAX_SHORT_FIELD, type CalendarSuggestion, type ContentType } from "@/lib/calendar/calendar.schema";
import { addDays, planWindow } from "@/lib/calendar/days";
import { templateSuggestions } from "@/lib/calendar/templates";
import { postJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import { ContentTypeSelect, NativeSelect } from "./fields";
import { SuggestionCard } from "./suggestion-card";
import type { CalendarActions } from "./use-calendar-items";

/** 'AI Suggestions': ideas for the coming week or month from the engine and the calendar of moments. */
export function SuggestionsDialog({ today, actions }: { today: string; actions: CalendarActions }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [contentType, setContentType] = useState<ContentType>("post");
  const [niche, setNiche] = useState("");
  const [timeframe, setTimeframe] = useState<"week" | "month">("week");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ key: number; list: CalendarSuggestion[] } | null>(null);

  async function fetchSuggestions(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const r = await postJson<{ suggestions: CalendarSuggestion[] }>("/api/content-calendar/suggestions", {
      contentType,
      niche: niche.trim(),
      timeframe,
    });
    setBusy(false);
    if (r.ok && r.data.suggestions.length > 0) {
      setResult({ key: Date.now(), list: r.data.suggestions });
    } else {
      toast.error("Suggestions Unavailable", { description: "Using template suggestions instead." });
      setResult({ key: Date.now(), list: templateSuggestions({ contentType, niche }) });
    }
  }

  const { last } = planWindow(today);
  // Ideas without a date of their own are spread over the next days, one a day.
  const dateFor = (s: CalendarSuggestion, index: number) => {
    const day = s.date ?? addDays(today, index + 1);
    return day > last ? last : day < today ? today : day;
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Sparkles aria-hidden="true" />
          AI Suggestions
        </Button>
      </DialogTrigger>
      <DialogPanel
        className="sm:max-w-2xl"
        title="AI Suggestions"
        description="Ideas built around the dates coming up and your niche, each with a bio ready to use."
      >
        <form onSubmit={fetchSuggestions} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div className="grid gap-2 sm:col-span-3">
            <Label htmlFor={`${id}-niche`}>Your niche or business</Label>
            <Input
              id={`${id}-niche`}
              value={niche}
              onChange={(e) => setNiche(e.target.value)}
              maxLength={MAX_SHORT_FIELD}
              placeholder="e.g. handmade jewelry, vegan bakery, fitness coach"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-type`}>Content type</Label>
            <ContentTypeSelect id={`${id}-type`} value={contentType} onChange={setContentType} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-timeframe`}>Timeframe</Label>
            <NativeSelect
              id={`${id}-timeframe`}
              value={timeframe}
              onChange={(e) => setTimeframe(e.target.value === "month" ? "month" : "week")}
            >
              <option value="week">Next 7 days</option>
              <option value="month">Next 30 days</option>
            </NativeSelect>
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : <Sparkles aria-hidden="true" />}
            {busy ? "Thinking…" : "Get suggestions"}
          </Button>
        </form>
        {result && (
          <ol className="flex flex-col gap-3" aria-label="Suggestions" key={result.key}>
            {result.list.map((s, i) => (
              <SuggestionCard
                key={`${s.title}-${i}`}
                suggestion={s}
                today={today}
                defaultDate={dateFor(s, i)}
                onPlan={async (date) =>
                  (await actions.add(
                    {
                      date,
                      contentType: s.contentType,
                      title: s.title.slice(0, 100),
                      description: s.description.slice(0, 1000),
                      bio: s.suggestedBio.slice(0, 300),
                      hashtags: s.hashtags,
                    },
                    { toastTitle: "Content Planned!" },
                  )) !== null
                }
              />
            ))}
          </ol>
        )}
      </DialogPanel>
    </Dialog>
  );
}
