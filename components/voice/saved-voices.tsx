"use client";

import { CheckIcon, PencilIcon, Trash2Icon, XIcon } from "lucide-react";
import { useState } from "react";
import { SavedItem, SavedList } from "@/components/tool-frame/saved-list";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { requestJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";

export interface SavedVoiceItem {
  id: string;
  name: string;
  summary: string;
}

/** The user's saved voices: rename or delete; each is offered in the bio generator. */
export function SavedVoices({
  voices,
  onChange,
}: {
  voices: SavedVoiceItem[];
  onChange: (voices: SavedVoiceItem[]) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [name, setName] = useState("");

  async function remove(voice: SavedVoiceItem) {
    const res = await requestJson<null>(`/api/brand-voices/${voice.id}`, { method: "DELETE" });
    if (res.ok) {
      onChange(voices.filter((v) => v.id !== voice.id));
      toast.success("Voice deleted");
    } else toast.error("Error", { description: res.message });
  }

  async function rename(voice: SavedVoiceItem) {
    const res = await requestJson<{ name: string }>(`/api/brand-voices/${voice.id}`, {
      method: "PATCH",
      body: JSON.stringify({ name }),
    });
    if (res.ok) {
      onChange(voices.map((v) => (v.id === voice.id ? { ...v, name: res.data.name } : v)));
      setEditing(null);
      toast.success("Voice renamed");
    } else toast.error("Error", { description: res.message });
  }

  return (
    <SavedList
      id="saved-voices"
      title="Saved voices"
      testId="saved-voices"
      empty={voices.length === 0 ? "Voices you save appear here, and in the bio generator's Brand voice list." : null}
    >
      {voices.map((voice) => (
        <SavedItem key={voice.id}>
          {editing === voice.id ? (
            <form
              className="flex flex-col gap-2"
              aria-label={`Rename ${voice.name}`}
              onSubmit={(event) => {
                event.preventDefault();
                void rename(voice);
              }}
            >
              <Label htmlFor={`voice-name-${voice.id}`}>New name</Label>
              <Input
                id={`voice-name-${voice.id}`}
                value={name}
                maxLength={60}
                onChange={(event) => setName(event.target.value)}
              />
              <div className="flex gap-2">
                <Button type="submit" className="min-h-11">
                  <CheckIcon aria-hidden="true" />
                  Save name
                </Button>
                <Button type="button" variant="ghost" className="min-h-11" onClick={() => setEditing(null)}>
                  <XIcon aria-hidden="true" />
                  Cancel
                </Button>
              </div>
            </form>
          ) : (
            <>
              <p className="text-sm font-medium break-words">{voice.name}</p>
              <p className="text-sm break-words text-muted-foreground">{voice.summary}</p>
              <div className="flex gap-2">
                <Button
                  variant="ghost"
                  className="min-h-11"
                  aria-label={`Rename ${voice.name}`}
                  onClick={() => {
                    setEditing(voice.id);
                    setName(voice.name);
                  }}
                >
                  <PencilIcon aria-hidden="true" />
                  Rename
                </Button>
                <Button
                  variant="ghost"
                  className="min-h-11"
                  aria-label={`Delete ${voice.name}`}
                  onClick={() => void remove(voice)}
                >
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </>
          )}
        </SavedItem>
      ))}
    </SavedList>
  );
}
