"use client";

import { SaveIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { postJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import type { SavedVoiceItem } from "./saved-voices";

/** Saves the voice just measured under a name (the samples go with it and are measured again). */
export function SaveVoice({ samples, onSaved }: { samples: string; onSaved: (voice: SavedVoiceItem) => void }) {
  const [name, setName] = useState("");
  const [saving, setSaving] = useState(false);

  return (
    <form
      aria-label="Save this voice"
      className="flex flex-col gap-2 rounded-2xl border p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (saving) return;
        setSaving(true);
        void postJson<{ voice: SavedVoiceItem }>("/api/brand-voices", { name, samples }).then((res) => {
          setSaving(false);
          if (res.ok) {
            onSaved(res.data.voice);
            setName("");
            toast.success("Voice saved", { description: "Pick it in the bio generator's Brand voice list." });
          } else toast.error("Error", { description: res.message });
        });
      }}
    >
      <Label htmlFor="save-voice-name">Name this voice</Label>
      <p id="save-voice-hint" className="text-sm text-muted-foreground">
        Saved voices can be picked in the bio generator, and set as a team&apos;s voice.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="save-voice-name"
          aria-describedby="save-voice-hint"
          value={name}
          maxLength={60}
          placeholder="Bakery voice"
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" className="min-h-11" aria-disabled={saving || undefined}>
          <SaveIcon aria-hidden="true" />
          {saving ? "Saving…" : "Save voice"}
        </Button>
      </div>
    </form>
  );
}
