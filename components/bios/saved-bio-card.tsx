"use client";

import { useState } from "react";
import { CheckIcon, CopyIcon, StarIcon, Trash2Icon } from "lucide-react";
import { toast } from "@/lib/client/toast";

import { useCopy } from "@/components/generator/use-copy";
import { Badge } from "@/components/ui/badge";
import { SaveToTeam } from "@/components/teams/save-to-team";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { postJson, requestJson } from "@/lib/client/post-json";
import { toSavedBio, type SavedBio } from "./saved-bio";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function SavedBioCard({
  bio,
  onChange,
  onDelete,
}: {
  bio: SavedBio;
  onChange: (bio: SavedBio) => void;
  onDelete: (id: string) => void;
}) {
  const { copied, copy } = useCopy();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function copyBio(text: string, key: string) {
    if (await copy(text, key)) toast.success("Bio copied!", { description: "Your bio has been copied to clipboard" });
    else toast.error("Failed to copy bio to clipboard");
  }

  async function toggleFavorite() {
    setBusy(true);
    const result = await postJson<Parameters<typeof toSavedBio>[0]>(
      `/api/bios/${encodeURIComponent(bio.id)}`,
      { favorite: !bio.favorite },
      { method: "PATCH" },
    );
    setBusy(false);
    if (result.ok) onChange(toSavedBio(result.data));
    else toast.error("Error", { description: result.message });
  }

  async function remove() {
    setBusy(true);
    const result = await requestJson<null>(`/api/bios/${encodeURIComponent(bio.id)}`, { method: "DELETE" });
    setBusy(false);
    if (result.ok || result.status === 404) {
      onDelete(bio.id);
      toast.success("Bio deleted", { description: "It is no longer in your history." });
      return true;
    }
    toast.error("Error", { description: result.message });
    return false;
  }

  return (
    <article
      aria-label={`Bios for “${bio.description.slice(0, 60)}”`}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-medium break-words">{bio.description}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant="secondary" className="capitalize">
              {bio.tone}
            </Badge>
            <Badge variant="outline" className="capitalize">
              {bio.platform}
            </Badge>
            <time dateTime={bio.createdAt}>{dateFormat.format(new Date(bio.createdAt))}</time>
          </p>
        </div>
        <div className="flex gap-1">
          <Button
            size="icon"
            variant="ghost"
            aria-pressed={bio.favorite}
            aria-label={bio.favorite ? "Remove from favourites" : "Add to favourites"}
            disabled={busy}
            onClick={toggleFavorite}
          >
            <StarIcon aria-hidden="true" className={bio.favorite ? "fill-amber-400 text-amber-500" : undefined} />
          </Button>
          <Button size="icon" variant="ghost" aria-label="Delete" disabled={busy} onClick={() => setConfirming(true)}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </header>
      <ol className="flex flex-col gap-2">
        {bio.variations.map((text, index) => {
          const key = `${bio.id}:${index}`;
          return (
            <li key={key} className="flex items-start gap-2 rounded-lg bg-muted/50 p-3">
              <p className="min-w-0 flex-1 text-sm whitespace-pre-line break-words">{text}</p>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Copy bio ${index + 1}`}
                onClick={() => copyBio(text, key)}
              >
                {copied === key ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
              </Button>
              <SaveToTeam content={text} platform={bio.platform} source="saved" size="icon" />
            </li>
          );
        })}
      </ol>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete these bios?"
        description="The three bios for this description leave your history. Your generation count and progress stay."
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        onConfirm={remove}
      />
    </article>
  );
}
