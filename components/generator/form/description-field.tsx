"use client";

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { toast } from "@/lib/client/toast";
import { LightbulbIcon, XIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MAX_DESCRIPTION_SUGGESTIONS, suggestDescriptions } from "@/lib/bio/description-suggestions";
import { MAX_DESCRIPTION_LENGTH } from "@/lib/bio/generate.schema";
import { graphemeLength } from "@/lib/bio/graphemes";
import { postJson } from "@/lib/client/post-json";
import { cn } from "@/lib/utils";
import { SUGGESTIONS_DEBOUNCE_MS } from "../generator-timing";

/** Suggestions appear once the description is longer than 3 characters. */
const MIN_LENGTH_FOR_SUGGESTIONS = 4;

function parseSuggestions(body: unknown): string[] | null {
  if (typeof body !== "object" || body === null || !("suggestions" in body)) return null;
  const { suggestions } = body;
  if (!Array.isArray(suggestions)) return null;
  return suggestions
    .filter((s): s is string => typeof s === "string" && s.trim() !== "")
    .slice(0, MAX_DESCRIPTION_SUGGESTIONS);
}

/**
 * Ideas for the description being typed: `POST /api/bio/description-suggestions` once typing
 * pauses; if that fails, the same rules run here (lib/bio/description-suggestions.ts) and we
 * say so once.
 */
function useDescriptionSuggestions(description: string) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [closed, setClosed] = useState(false);
  const localOnly = useRef(false);
  const picked = useRef<string | null>(null);
  const text = description.trim();

  useEffect(() => {
    if (text.length < MIN_LENGTH_FOR_SUGGESTIONS || text === picked.current) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      let items: string[] | null = null;
      if (!localOnly.current) {
        const res = await postJson<unknown>(
          "/api/bio/description-suggestions",
          { description: text },
          { signal: controller.signal },
        );
        if (controller.signal.aborted) return;
        items = res.ok ? parseSuggestions(res.data) : null;
        if (items === null) {
          localOnly.current = true;
          toast("Suggestions Unavailable", { description: "Using template suggestions instead." });
        }
      }
      setSuggestions(items ?? suggestDescriptions(text).slice(0, MAX_DESCRIPTION_SUGGESTIONS));
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  return {
    visible: !closed && text.length >= MIN_LENGTH_FOR_SUGGESTIONS ? suggestions : [],
    close: () => setClosed(true),
    /** Call on every edit: clearing the field brings suggestions back for the next description. */
    onEdit: (next: string) => {
      if (next.trim().length < MIN_LENGTH_FOR_SUGGESTIONS) {
        setClosed(false);
        setSuggestions([]);
        picked.current = null;
      }
    },
    markPicked: (value: string) => {
      picked.current = value.trim();
      setClosed(true);
    },
  };
}

export function DescriptionField({
  id,
  value,
  onChange,
  error,
  submitCount = 0,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** Changes when the description is submitted: the ideas have served their purpose. */
  submitCount?: number;
}) {
  const listId = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const suggestions = useDescriptionSuggestions(value);
  // Ideas appear only while the person is in the field, so they never push the form around
  // while something below is being used; once shown they stay (no jump on blur) until
  // dismissed, picked or the field is cleared.
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [seenSubmit, setSeenSubmit] = useState(submitCount);
  if (seenSubmit !== submitCount) {
    setSeenSubmit(submitCount);
    setPinned(false);
    suggestions.close();
  }
  // The generator hydrates from a chunk of its own: text typed before then is in the textarea but
  // not in state (React keeps the DOM's value while hydrating). Adopt it once, so nothing typed
  // early is lost or sent blank.
  useEffect(() => {
    const typed = textareaRef.current?.value ?? "";
    if (typed !== "" && typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
  const visible = focused || pinned ? suggestions.visible : [];
  const length = graphemeLength(value);
  const over = length > MAX_DESCRIPTION_LENGTH;

  const close = () => {
    suggestions.close();
    setPinned(false);
    textareaRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && visible.length > 0) {
      event.preventDefault();
      close();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    setPinned(visible.length > 0);
  };

  return (
    <div className="flex flex-col gap-2" data-help="description" onFocus={() => setFocused(true)} onBlur={onBlur}>
      <div className="flex items-end justify-between gap-3">
        <Label htmlFor={id}>Describe yourself</Label>
        <span
          id={countId}
          className={cn("text-xs tabular-nums", over ? "font-medium text-destructive" : "text-muted-foreground")}
        >
          {length}/{MAX_DESCRIPTION_LENGTH}
          <span className="sr-only"> characters</span>
        </span>
      </div>
      <Textarea
        ref={textareaRef}
        id={id}
        name="description"
        value={value}
        rows={4}
        placeholder="e.g. UX designer in Pune who loves chai, trekking and tiny houseplants"
        aria-invalid={error ? true : undefined}
        aria-describedby={[countId, error && errorId, visible.length > 0 && listId].filter(Boolean).join(" ")}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          onChange(event.target.value);
          suggestions.onEdit(event.target.value);
          if (event.target.value.trim() === "") setPinned(false);
        }}
        className="max-h-64"
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}

      <p className="sr-only" aria-live="polite">
        {visible.length > 0 ? `${visible.length} description ideas available below.` : ""}
      </p>
      {visible.length > 0 && (
        <div
          id={listId}
          data-testid="description-suggestions"
          onKeyDown={onKeyDown}
          // Keeps focus in the textarea on click (Safari does not focus buttons), so the list stays.
          onMouseDown={(event) => event.preventDefault()}
          className="flex animate-fade-in flex-col gap-2 rounded-xl border bg-muted/40 p-3"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <LightbulbIcon aria-hidden="true" className="size-3.5 text-primary" />
              Ideas to make it richer
            </p>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Dismiss suggestions"
              onClick={close}
              className="size-11 pointer-fine:size-7"
            >
              <XIcon aria-hidden="true" />
            </Button>
          </div>
          <ul aria-label="Description ideas" className="flex flex-col gap-1.5">
            {visible.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => {
                    onChange(suggestion);
                    suggestions.markPicked(suggestion);
                    setPinned(false);
                    textareaRef.current?.focus();
                  }}
                  className="w-full rounded-lg border bg-card px-3 py-2 text-left text-sm transition-colors hover:border-primary/40 hover:bg-accent hover:text-accent-foreground"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
