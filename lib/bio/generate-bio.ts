import "server-only";
import { randomInt } from "node:crypto";
import { generateBios } from "@/lib/ai/bio-engine";
import { recordActivity, type ActivityOutcome } from "@/lib/gamification/events";
import { countBiosGenerated, createGeneration } from "@/lib/db/generations";
import { remaining, spend, type QuotaUser } from "@/lib/quota/quota";
import { enqueueTrackEvent, trackEventsWritten } from "@/lib/track/track-queue";
import { holdShutdownUntil } from "@/lib/track/write-queue";
import { loadUsableVoice, type LoadedVoice } from "@/lib/voice/saved-voices";
import { writeVariationsInVoice } from "@/lib/voice/voice-variations";
import { countEmoji } from "./compose/emoji";
import type { GenerateBioInput } from "./generate.schema";
import { MAX_SEED } from "./generate.schema";
import { graphemeLength } from "./graphemes";
import type { BioResult, Engine, Platform, Tone } from "./types";

// One generator run for a signed-in user: quota first, then the engine, then the history
// row, then the `created` track event through the write queue (docs/product.md#tracking).

export interface GeneratedBios {
  id: string;
  bio: string;
  variations: [string, string, string];
  engine: Engine;
  tone: Tone;
  platform: Platform;
  /** null when the plan is unlimited */
  generationsRemaining: number | null;
  biosGenerated: number;
  /** What this generation changed in XP, level, streak and badges; null if not recorded. */
  gamification?: ActivityOutcome | null;
  /** The brand voice the bios were written in, when one was chosen. */
  voice?: { id: string; name: string } | null;
}

export async function generateForUser({
  user,
  input,
  userAgent,
  abortSignal,
}: {
  user: QuotaUser;
  input: GenerateBioInput;
  userAgent?: string | null;
  /** The request going away stops waiting for an AI model (the composer answers). */
  abortSignal?: AbortSignal;
}): Promise<GeneratedBios & { gamification: ActivityOutcome | null }> {
  // A voice the user may not use is refused before anything is spent (404, like any other's).
  const voice: LoadedVoice | null = input.voiceId ? await loadUsableVoice(user.id, input.voiceId) : null;
  // Spent before the work, in one conditional UPDATE, so parallel requests cannot overspend;
  // given back below when the user ends up without bios.
  const { refund } = await spend(user, "bio");
  const request = {
    description: input.description,
    // Bios in a voice are written in the voice's closest tone.
    tone: voice ? voice.guide.tone : input.tone,
    platform: input.platform,
    // A regenerate without a seed must give new bios.
    seed: input.seed ?? randomInt(0, MAX_SEED),
  };

  let result: BioResult;
  let id: string;
  try {
    result = voice
      ? await writeVariationsInVoice(request, voice, { abortSignal })
      : await generateBios(request, { abortSignal });
    ({ id } = await createGeneration({
      userId: user.id,
      description: request.description,
      tone: request.tone,
      platform: request.platform,
      variations: result.variations,
      engine: result.engine,
    }));
  } catch (error) {
    await refund().catch((refundError: unknown) =>
      console.error("[generate] quota refund failed", { userId: user.id, error: String(refundError) }),
    );
    throw error;
  }

  const [bio] = result.variations;
  recordCreated({ id, bio, userId: user.id, userAgent });

  // recordActivity never throws: gamification cannot fail a generation.
  const [generationsRemaining, biosGenerated, gamification] = await Promise.all([
    remaining(user, "bio"),
    countBiosGenerated({ userId: user.id }),
    recordActivity(user.id, { kind: "bio_generated", tone: request.tone, platform: request.platform }),
  ]);
  return {
    id,
    bio,
    variations: result.variations,
    engine: result.engine,
    tone: request.tone,
    platform: request.platform,
    generationsRemaining,
    biosGenerated,
    gamification,
    voice: voice ? { id: voice.id, name: voice.name } : null,
  };
}

/** The `created` track event (only once a bio id and text exist), never awaited. */
function recordCreated({
  id,
  bio,
  userId,
  userAgent,
}: {
  id: string;
  bio: string;
  userId: string;
  userAgent?: string | null;
}): void {
  if (!id || !bio) return;
  // Through the write-behind queue like every other bio event: batched with them, added to the
  // owner's analytics totals, never awaited, and written before a graceful stop.
  const queued = enqueueTrackEvent({
    bioId: id,
    event: "created",
    source: "generator",
    userAgent,
    userId,
    metadata: {
      timestamp: new Date().toISOString(),
      bioLength: graphemeLength(bio),
      hasEmojis: countEmoji(bio) > 0,
    },
  });
  if (queued) holdShutdownUntil(trackEventsWritten());
}
