import "server-only";
import { Output, generateText, type LanguageModel } from "ai";
import { z } from "zod";
import { acceptAiBio, buildPrompt } from "@/lib/ai/bio-engine";
import { getModel } from "@/lib/ai/provider";
import { sanitizeDescription } from "@/lib/bio/safety/sanitize-input";
import type { Engine, Platform } from "@/lib/bio/types";
import { env } from "@/lib/env";
import type { VoiceProfile } from "./measure-voice";
import type { VoiceGuide } from "./voice-guide";
import { voiceInstructions } from "./voice-prompt";

// The AI path of bios in a voice (the brand voice tool and the generator with a voice): a
// configured model writes with the voice guide in its instructions; every bio is held to the
// bio rules, the composer's bios fill what the model left out, and any failure or a slow model
// leaves the composer's bios (engine "composer", which the page tells the user).

const aiVoiceSchema = z.object({ bios: z.array(z.string().max(1000)).max(10) });

export interface VoiceWriteOptions {
  /** The model to ask; default `getModel("bio")`. null: no AI, the composer's bios stand. */
  model?: LanguageModel | null;
  abortSignal?: AbortSignal;
}

const key = (bio: string) =>
  bio
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, " ")
    .trim();

export async function rewriteInVoice(
  composed: string[],
  { about, profile, guide, platform }: { about: string; profile: VoiceProfile; guide: VoiceGuide; platform: Platform },
  { model = getModel("bio"), abortSignal }: VoiceWriteOptions = {},
): Promise<{ bios: string[]; engine: Engine }> {
  const description = sanitizeDescription(about).text;
  if (!model || composed.length === 0 || description === "") return { bios: composed, engine: "composer" };
  const deadline = AbortSignal.timeout(env.AI_TIMEOUT_MS);
  const signal = abortSignal ? AbortSignal.any([deadline, abortSignal]) : deadline;
  try {
    const { output } = await generateText({
      model,
      instructions: voiceInstructions(profile, guide, platform, composed.length),
      prompt: buildPrompt(description),
      output: Output.object({ schema: aiVoiceSchema, name: "bios" }),
      temperature: 0.9,
      maxOutputTokens: 800,
      maxRetries: 1,
      abortSignal: signal,
    });
    const seen = new Set<string>();
    const kept: string[] = [];
    for (const raw of output.bios) {
      const { bio } = acceptAiBio(raw, platform);
      if (bio === null || seen.has(key(bio))) continue;
      seen.add(key(bio));
      kept.push(bio);
    }
    const fill = composed.filter((b) => !seen.has(key(b)));
    const bios = [...kept, ...fill].slice(0, composed.length);
    return { bios, engine: kept.length > 0 ? "ai" : "composer" };
  } catch (error) {
    console.warn("[ai] voice bios failed, the composer answers", {
      timedOut: deadline.aborted,
      error: error instanceof Error ? error.message.slice(0, 200) : typeof error,
    });
    return { bios: composed, engine: "composer" };
  }
}
