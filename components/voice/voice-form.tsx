"use client";

import { MicIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { currentQuota, RunControls } from "@/components/tool-frame/run-controls";
import { TextAreaField, TextField } from "@/components/tool-frame/tool-field";
import { useToolRun } from "@/components/tool-frame/use-tool-run";
import type { ToolQuota } from "@/lib/tools/tool-types";
import type { VoiceAnswer } from "@/lib/voice/voice-types";
import { SaveVoice } from "./save-voice";
import { SavedVoices, type SavedVoiceItem } from "./saved-voices";
import { VoiceResults } from "./voice-results";

/** Brand voice: samples in, the measured voice, a guide and bios out; voices saved, renamed and deleted. */
export function VoiceForm({
  quota,
  endpoint,
  initialVoices,
}: {
  quota: ToolQuota;
  endpoint: string;
  initialVoices: SavedVoiceItem[];
}) {
  const [samples, setSamples] = useState("");
  // The samples of the run being shown: saved with the voice, whatever is typed since.
  const [analysed, setAnalysed] = useState("");
  const sent = useRef("");
  const [voices, setVoices] = useState(initialVoices);
  const [about, setAbout] = useState("");
  const { state, answer, run } = useToolRun<VoiceAnswer>(endpoint);
  const current = currentQuota(quota, answer, state);
  useEffect(() => {
    if (answer) setAnalysed(sent.current);
  }, [answer]);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
      <form
        aria-label="Details"
        className="flex flex-col gap-5 rounded-2xl border bg-card p-4 shadow-sm sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (current.remaining === 0) return;
          sent.current = samples;
          void run({ samples, about });
        }}
      >
        <TextAreaField
          label="Sample posts or bios"
          value={samples}
          onChange={setSamples}
          rows={9}
          maxLength={5000}
          required
          hint="Paste two or three of your own posts or bios, with a blank line between them."
        />
        <TextField
          label="What you do"
          value={about}
          onChange={setAbout}
          placeholder="Small-batch cookie bakery in Leeds"
          maxLength={100}
          required
        />
        <RunControls quota={current} state={state} label="Analyse my voice" runningLabel="Analysing…" icon={MicIcon} />
      </form>
      <section
        aria-labelledby="voice-heading"
        aria-busy={state.status === "running"}
        className="flex min-w-0 flex-col gap-4"
      >
        <h2 id="voice-heading" className="text-lg font-semibold tracking-tight">
          Your brand voice
        </h2>
        {answer ? (
          <>
            <VoiceResults answer={answer} />
            {analysed && <SaveVoice samples={analysed} onSaved={(voice) => setVoices((list) => [voice, ...list])} />}
          </>
        ) : (
          <p className="rounded-2xl border border-dashed p-6 text-sm text-muted-foreground">
            Paste a few of your posts and say what you do, then Analyse: we measure your voice from your own words,
            quote the evidence, and write bios in it.
          </p>
        )}
        <SavedVoices voices={voices} onChange={setVoices} />
      </section>
    </div>
  );
}
