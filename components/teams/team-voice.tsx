"use client";

import { MicIcon, Sparkles, X } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { href } from "@/lib/config/paths";
import type { VoiceView } from "./types";
import { teamApi, useTeamRequest } from "./use-team-request";

/** The team's brand voice: every member sees it; owners and admins set one of their saved voices or clear it. */
export function TeamVoice({
  teamId,
  voice,
  myVoices,
  canSet,
}: {
  teamId: string;
  voice: VoiceView | null;
  myVoices: VoiceView[];
  canSet: boolean;
}) {
  const [chosen, setChosen] = useState("");
  const { send, pending } = useTeamRequest();
  const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

  return (
    <section
      aria-labelledby="team-voice"
      className="flex flex-col gap-3 rounded-xl border p-4"
      data-testid="team-voice"
    >
      <h2 id="team-voice" className="flex items-center gap-2 font-semibold">
        <MicIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        Team brand voice
      </h2>
      {voice ? (
        <div className="flex flex-col gap-1">
          <p className="font-medium break-words">{voice.name}</p>
          <p className="text-sm text-muted-foreground">{voice.summary}</p>
          <p className="text-sm">
            <Link href={href("generator")} className={linkClass}>
              Write bios in this voice
            </Link>{" "}
            <span className="text-muted-foreground">(pick it under Brand voice in the generator)</span>
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {canSet ? "No team voice yet. Set one of your saved voices so everyone writes alike." : "No team voice yet."}
        </p>
      )}
      {canSet &&
        (myVoices.length > 0 ? (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              if (!chosen) return;
              void send(teamApi(teamId, "voice"), {
                method: "PUT",
                body: { voiceId: chosen },
                success: "The team's brand voice is set.",
              }).then((r) => r.ok && setChosen(""));
            }}
          >
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <Label htmlFor="team-voice-choice">One of your saved voices</Label>
              <Select value={chosen} onValueChange={setChosen}>
                <SelectTrigger id="team-voice-choice">
                  <SelectValue placeholder="Choose a voice" />
                </SelectTrigger>
                <SelectContent>
                  {myVoices.map((v) => (
                    <SelectItem key={v.id} value={v.id}>
                      {v.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Button type="submit" disabled={pending || !chosen}>
              <Sparkles aria-hidden="true" />
              Set as team voice
            </Button>
            {voice && (
              <Button
                type="button"
                variant="ghost"
                disabled={pending}
                onClick={() =>
                  void send(teamApi(teamId, "voice"), { method: "DELETE", success: "The team's voice is cleared." })
                }
              >
                <X aria-hidden="true" />
                Clear voice
              </Button>
            )}
          </form>
        ) : (
          <p className="text-sm">
            <Link href={href("brand-voice-generator")} className={linkClass}>
              Measure and save a brand voice
            </Link>{" "}
            <span className="text-muted-foreground">to set it as the team&apos;s.</span>
          </p>
        ))}
    </section>
  );
}
