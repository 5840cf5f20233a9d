"use client";

import { toolCardClassName, toolGridClassName } from "@/components/tool-frame/tool-layout";
import { useState } from "react";
import { CopyIcon } from "lucide-react";

import { useCopy } from "@/components/generator/use-copy";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/client/toast";
import { MOODS, type Mood } from "@/lib/moods/moods";
import { cn } from "@/lib/utils";
import { ApplyToBio } from "./apply-to-bio";

const FIRST_PICKS = 3;

/** Eight moods; each emoji copies on tap and can be picked for "apply to my bio". */
export function MoodPicker() {
  const [mood, setMood] = useState<Mood>(MOODS[0] as Mood);
  const [picked, setPicked] = useState<string[]>(() => mood.emoji.slice(0, FIRST_PICKS).map((e) => e.emoji));
  const { copy } = useCopy();

  const chooseMood = (next: Mood) => {
    setMood(next);
    setPicked(next.emoji.slice(0, FIRST_PICKS).map((e) => e.emoji));
  };
  const togglePick = (emoji: string) =>
    setPicked((list) =>
      list.includes(emoji)
        ? list.filter((e) => e !== emoji)
        : mood.emoji.map((e) => e.emoji).filter((e) => e === emoji || list.includes(e)),
    );
  const copyText = async (text: string, what: string) => {
    if (await copy(text)) toast.success(`${what} copied!`);
    else toast.error("Failed to copy to clipboard");
  };

  return (
    <div className={toolGridClassName}>
      <section aria-labelledby="moods-title" className="flex min-w-0 flex-col gap-4">
        <h2 id="moods-title" className="text-lg font-semibold">
          Pick a mood
        </h2>
        <div role="group" aria-label="Moods" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {MOODS.map((m) => (
            <button
              key={m.id}
              type="button"
              aria-pressed={m.id === mood.id}
              onClick={() => chooseMood(m)}
              className={cn(
                "flex min-h-11 flex-col items-start gap-0.5 rounded-xl border bg-card px-3 py-2 text-left shadow-sm transition-colors",
                "hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-hidden",
                "aria-pressed:border-primary aria-pressed:bg-accent aria-pressed:ring-1 aria-pressed:ring-primary",
              )}
            >
              <span className="flex items-center gap-1.5 text-sm font-semibold">
                <span aria-hidden="true">{m.emoji[0]?.emoji}</span>
                {m.label}
              </span>
              <span className="text-xs text-muted-foreground">{m.description}</span>
            </button>
          ))}
        </div>

        <div className={toolCardClassName} data-testid="mood-set">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-base font-semibold">{mood.label} emoji</h3>
            <Button
              variant="outline"
              className="min-h-11"
              onClick={() => copyText(mood.emoji.map((e) => e.emoji).join(""), `All ${mood.label.toLowerCase()} emoji`)}
            >
              <CopyIcon aria-hidden="true" />
              Copy all
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Tap an emoji to copy it. Tick the ones to add to your bio ({picked.length} picked).
          </p>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-5">
            {mood.emoji.map((e) => (
              <li key={e.emoji} className="flex flex-col items-stretch gap-1 rounded-lg border p-2">
                <button
                  type="button"
                  aria-label={`Copy ${e.name}`}
                  title={e.name}
                  onClick={() => copyText(e.emoji, e.name.charAt(0).toUpperCase() + e.name.slice(1))}
                  className="flex min-h-11 items-center justify-center rounded-md text-3xl hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-hidden"
                >
                  {e.emoji}
                </button>
                <label className="flex min-h-11 cursor-pointer items-center gap-2 px-1 text-xs text-muted-foreground">
                  <input
                    type="checkbox"
                    checked={picked.includes(e.emoji)}
                    onChange={() => togglePick(e.emoji)}
                    className="size-4 shrink-0 accent-primary"
                  />
                  <span className="min-w-0 break-words">{e.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ApplyToBio emoji={picked} moodLabel={mood.label} />
    </div>
  );
}
