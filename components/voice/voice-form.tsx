"use client";

import { MicIcon } from "lucide-react";
import { useId, useState } from "react";
import { GenerateProgress } from "@/components/tool-frame/generate-progress";
import { QuotaLine } from "@/components/tool-frame/quota-line";
import { TextField } from "@/components/tool-frame/tool-field";
import { UpgradePrompt } from "@/components/tool-frame/upgrade-prompt";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { postJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import type { ToolQuota } from "@/lib/tools/tool-types";
import type { VoiceAnswer } from "@/lib/voice/voice-types";
import { VoiceResults } from "./voice-results";

type State = { status: "idle" | "running" } | { status: "error" | "exhausted"; message: string };

/** Brand voice: samples in, the measured voice, a guide and bios out. */
export function VoiceForm({ quota, endpoint }: { quota: ToolQuota; endpoint: string }) {
  const samplesId = useId();
  const [samples, setSamples] = useState("");
  const [about, setAbout] = useState("");
  const [answer, setAnswer] = useState<VoiceAnswer | null>(null);
  const [state, setState] = useState<State>({ status: "idle" });
  const current: ToolQuota = {
    ...quota,
    ...(answer ? { remaining: answer.remaining, limit: answer.limit } : {}),
    ...(state.status === "exhausted" ? { remaining: 0 } : {}),
  };
  const exhausted = current.remaining === 0;
  const running = state.status === "running";

  async function analyse() {
    if (running || exhausted) return;
    setState({ status: "running" });
    const res = await postJson<VoiceAnswer>(endpoint, { samples, about });
    if (res.ok) {
      setAnswer(res.data);
      setState({ status: "idle" });
    } else if (res.status === 429 && /upgrade/i.test(res.message)) {
      setState({ status: "exhausted", message: res.message });
      toast.error("Limit reached", { description: res.message });
    } else setState({ status: "error", message: res.message });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
      <form
        aria-label="Details"
        className="flex flex-col gap-5 rounded-2xl border bg-card p-4 shadow-sm sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          void analyse();
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={samplesId}>Sample posts or bios</Label>
          <Textarea
            id={samplesId}
            value={samples}
            onChange={(event) => setSamples(event.target.value)}
            rows={9}
            maxLength={5000}
            required
            aria-describedby={`${samplesId}-hint`}
          />
          <p id={`${samplesId}-hint`} className="text-xs text-muted-foreground">
            Paste two or three of your own posts or bios, with a blank line between them.
          </p>
        </div>
        <TextField
          label="What you do"
          value={about}
          onChange={setAbout}
          placeholder="Small-batch cookie bakery in Leeds"
          maxLength={100}
          required
        />
        <QuotaLine quota={current} />
        {exhausted ? (
          <UpgradePrompt quota={current} />
        ) : (
          <Button type="submit" variant="gradient" size="lg" disabled={running}>
            <MicIcon aria-hidden="true" />
            {running ? "Analysing…" : "Analyse my voice"}
          </Button>
        )}
        {running && <GenerateProgress />}
        {state.status === "error" && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{state.message}</AlertDescription>
          </Alert>
        )}
      </form>
      <section aria-labelledby="voice-heading" aria-busy={running} className="flex min-w-0 flex-col gap-4">
        <h2 id="voice-heading" className="text-lg font-semibold tracking-tight">
          Your brand voice
        </h2>
        {answer ? (
          <VoiceResults answer={answer} />
        ) : (
          <p className="rounded-2xl border border-dashed p-6 text-sm text-muted-foreground">
            Paste a few of your posts and say what you do, then Analyse: we measure your voice from your own words,
            quote the evidence, and write bios in it.
          </p>
        )}
      </section>
    </div>
  );
}
