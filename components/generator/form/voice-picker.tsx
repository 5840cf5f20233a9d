"use client";

import { MicIcon } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { requestJson } from "@/lib/client/post-json";
import { href } from "@/lib/config/paths";

// The generator's optional "Brand voice": the user's saved voices and their teams'. With none,
// a small link to the brand voice generator where one is made and saved.

export interface PickableVoice {
  id: string;
  name: string;
  summary: string;
  teamName?: string;
}

const NONE = "none";

export function VoicePicker({ id, value, onChange }: { id: string; value: string; onChange: (id: string) => void }) {
  const [voices, setVoices] = useState<PickableVoice[] | null>(null);

  useEffect(() => {
    let live = true;
    void requestJson<{ voices?: PickableVoice[] }>("/api/brand-voices").then((res) => {
      if (live) setVoices(res.ok && Array.isArray(res.data?.voices) ? res.data.voices : []);
    });
    return () => {
      live = false;
    };
  }, []);

  if (voices === null) return null;
  if (voices.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <MicIcon aria-hidden="true" className="mr-1 inline size-4" />
        Want bios that sound like you?{" "}
        <Link
          href={href("brand-voice-generator")}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Create a brand voice
        </Link>
      </p>
    );
  }
  const chosen = voices.find((v) => v.id === value);
  return (
    <div className="flex flex-col gap-2" data-testid="voice-picker">
      <Label htmlFor={id}>
        Brand voice <span className="font-normal text-muted-foreground">(optional)</span>
      </Label>
      <Select value={chosen ? value : NONE} onValueChange={(v) => onChange(v === NONE ? "" : v)}>
        <SelectTrigger id={id} aria-describedby={`${id}-hint`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NONE}>No brand voice</SelectItem>
          {voices.map((voice) => (
            <SelectItem key={voice.id} value={voice.id}>
              {voice.teamName ? `${voice.name} (team ${voice.teamName})` : voice.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {chosen
          ? `${chosen.summary}. The bios follow this voice and its closest tone.`
          : "Write the bios in one of your saved voices."}
      </p>
    </div>
  );
}
