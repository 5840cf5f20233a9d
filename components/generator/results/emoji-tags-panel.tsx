"use client";

import { useId, useMemo, type ReactNode } from "react";
import { toast } from "@/lib/client/toast";
import { CheckIcon, CopyIcon, HashIcon, InfoIcon, SmileIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { EMOJI_ADVICE, HASHTAG_ADVICE, suggestEmojis, suggestHashtags } from "@/lib/bio/emoji-hashtags";
import type { Tone } from "@/lib/bio/types";
import { cn } from "@/lib/utils";
import { useCopy } from "../use-copy";

type Kind = "emoji" | "hashtag";

export function EmojiTagsPanel({ description, tone, bio }: { description: string; tone: Tone; bio: string }) {
  const emojis = useMemo(() => suggestEmojis({ description, tone, bio }), [description, tone, bio]);
  const hashtags = useMemo(() => suggestHashtags({ description, tone, bio }), [description, tone, bio]);
  const { copied, copy } = useCopy();

  // "Copied!" naming what was copied; "Copy failed" / "Please try again".
  const copyText = async (text: string, key: string, what: string) => {
    if (await copy(text, key)) toast.success("Copied!", { description: `${what} copied to clipboard` });
    else toast.error("Copy failed", { description: "Please try again" });
  };

  return (
    <div className="flex flex-col gap-6">
      <ChipGroup
        kind="emoji"
        title="Emojis"
        icon={<SmileIcon aria-hidden="true" className="size-4 text-primary" />}
        advice={`Use ${EMOJI_ADVICE}`}
        items={emojis}
        copied={copied}
        onCopy={copyText}
      />
      <ChipGroup
        kind="hashtag"
        title="Hashtags"
        icon={<HashIcon aria-hidden="true" className="size-4 text-primary" />}
        advice={`Use ${HASHTAG_ADVICE}`}
        items={hashtags}
        copied={copied}
        onCopy={copyText}
      />
    </div>
  );
}

function ChipGroup({
  kind,
  title,
  icon,
  advice,
  items,
  copied,
  onCopy,
}: {
  kind: Kind;
  title: string;
  icon: ReactNode;
  advice: string;
  items: string[];
  copied: string | null;
  onCopy: (text: string, key: string, what: string) => Promise<void>;
}) {
  const headingId = useId();
  const allKey = `${kind}:all`;
  const allCopied = copied === allKey;
  const noun = title.toLowerCase();

  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
            {icon}
            {title}
            <span className="text-xs font-normal text-muted-foreground">({items.length})</span>
          </h3>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <InfoIcon aria-hidden="true" className="size-3.5 shrink-0" />
            {advice}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Copy all ${items.length} ${noun}`}
          onClick={() => onCopy(items.join(" "), allKey, `All ${items.length} ${noun}`)}
          className={cn(allCopied && "border-success/50 text-success hover:text-success")}
        >
          {allCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {allCopied ? "Copied" : "Copy all"}
        </Button>
      </div>

      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const key = `${kind}:${item}`;
          const isCopied = copied === key;
          return (
            <li key={item}>
              <button
                type="button"
                aria-label={`Copy ${item}`}
                data-copied={isCopied || undefined}
                onClick={() => onCopy(item, key, item)}
                className={cn(
                  "relative inline-flex items-center justify-center border bg-card shadow-sm transition-[background-color,border-color,box-shadow,transform] duration-150",
                  "hover:-translate-y-px hover:border-primary/40 hover:bg-accent active:translate-y-0",
                  "data-copied:border-success data-copied:bg-success/10 data-copied:ring-2 data-copied:ring-success/30",
                  kind === "emoji"
                    ? "size-11 rounded-xl text-xl"
                    : "h-11 gap-1.5 rounded-full px-3 pointer-fine:h-9 text-sm font-medium text-secondary-foreground data-copied:text-success",
                )}
              >
                {kind === "hashtag" && isCopied && <CheckIcon aria-hidden="true" className="size-3.5" />}
                <span aria-hidden="true">{item}</span>
                {kind === "emoji" && isCopied && (
                  <span
                    aria-hidden="true"
                    className="absolute -top-1.5 -right-1.5 flex size-4 items-center justify-center rounded-full bg-success text-success-foreground"
                  >
                    <CheckIcon className="size-3" strokeWidth={3} />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
