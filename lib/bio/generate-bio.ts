import "server-only";
import { randomInt } from "node:crypto";
import { generateBios } from "@/lib/ai/bio-engine";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { inGenerationTransaction, saveGenerationDirect } from "@/lib/db/generation-writes";
import { countBiosGenerated, createGeneration } from "@/lib/db/generations";
import {
  applyActivity,
  finishActivity,
  generationProgressPlan,
  logActivityError,
  type ActivityEvent,
  type ActivityOutcome,
  type AppliedActivity,
} from "@/lib/gamification/events";
import { AppError } from "@/lib/http/errors";
import { limitFor, quotaPeriod } from "@/lib/config/plans";
import { assertQuotaLeft, quotaError, spendIn, type QuotaUser } from "@/lib/account/quota";
import { enqueueTrackEvent, trackEventsWritten } from "@/lib/track/track-queue";
import { holdShutdownUntil } from "@/lib/track/write-queue";
import { loadUsableVoice, type LoadedVoice } from "@/lib/voice/saved-voices";
import { writeVariationsInVoice } from "@/lib/voice/voice-variations";
import { countEmoji } from "./compose/emoji";
import type { GenerateBioInput } from "./generate.schema";
import { MAX_SEED } from "./generate.schema";
import { graphemeLength } from "./graphemes";
import type { BioResult, Engine, Platform, Tone } from "./types";

// One generator run for a signed-in user: a quota check, the engine, then one transaction for
// the quota spend, the history row and the progress (XP, streak), then the badges; the
// `created` track event and the heat map's day go through write-behind queues
// (docs/product.md#tracking, docs/decisions/008-generation-hot-path.md).

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
  user: GeneratingUser;
  input: GenerateBioInput;
  userAgent?: string | null;
  /** The request going away stops waiting for an AI model (the composer answers). */
  abortSignal?: AbortSignal;
}): Promise<GeneratedBios & { gamification: ActivityOutcome | null }> {
  // A voice the user may not use is refused before anything is spent (404, like any other's).
  const voice: LoadedVoice | null = input.voiceId ? await loadUsableVoice(user.id, input.voiceId) : null;
  // Refused before the engine runs, so an exhausted quota costs no model call. The use itself is
  // spent with the bios it pays for, below: an engine that fails spends nothing.
  await assertQuotaLeft(user, "bio");
  const request = {
    description: input.description,
    // Bios in a voice are written in the voice's closest tone.
    tone: voice ? voice.guide.tone : input.tone,
    platform: input.platform,
    // A regenerate without a seed must give new bios.
    seed: input.seed ?? randomInt(0, MAX_SEED),
    ...(input.avoid ? { avoid: input.avoid } : {}),
  };
  const result = voice
    ? await writeVariationsInVoice(request, voice, { abortSignal })
    : await generateBios(request, { abortSignal });
  const activity = { kind: "bio_generated" as const, tone: request.tone, platform: request.platform };
  const saved =
    (await saveGenerationUsually(user, request, result, activity)) ??
    (await saveGeneration(user, request, result, activity));

  const [bio] = result.variations;
  recordCreated({ id: saved.id, bio, userId: user.id, userAgent });
  // Badges are the one part of the progress the answer reports that is not in the transaction
  // (an unlock is an insert guarded by its unique pair); the heat map's day is written behind.
  const gamification = saved.applied
    ? await finishActivity(saved.applied).catch((error: unknown) => {
        logActivityError(user.id, activity, error);
        return null;
      })
    : null;
  return {
    id: saved.id,
    bio,
    variations: result.variations,
    engine: result.engine,
    tone: request.tone,
    platform: request.platform,
    generationsRemaining: saved.generationsRemaining,
    biosGenerated: saved.biosGenerated,
    gamification,
    voice: voice ? { id: voice.id, name: voice.name } : null,
  };
}

/** The signed-in user as the generator needs it: plan, and the time zone their days are counted in. */
type GeneratingUser = QuotaUser & { timeZone?: string };

type Saved = {
  id: string;
  generationsRemaining: number | null;
  biosGenerated: number;
  applied: AppliedActivity | null;
};

/**
 * The usual generation (a day already counted for the user's streak) in one transaction of plain
 * statements: the same writes as saveGeneration without Prisma's per-statement cost. null when
 * this one must take saveGeneration's path: the first activity of the user's day (the streak
 * moves), an unknown time zone, or a failure other than the database being down (then
 * saveGeneration decides, and logs a progress failure as before).
 */
async function saveGenerationUsually(
  user: GeneratingUser,
  request: { description: string; tone: Tone; platform: Platform },
  result: BioResult,
  activity: Extract<ActivityEvent, { kind: "bio_generated" }>,
): Promise<Saved | null> {
  if (user.timeZone === undefined) return null;
  const now = new Date();
  const plan = generationProgressPlan(activity, now, user.timeZone);
  const limit = limitFor(user.subscriptionStatus, "bio");
  let saved;
  try {
    saved = await saveGenerationDirect({
      userId: user.id,
      now,
      usage: { feature: "bio", period: quotaPeriod(now), limit },
      row: { ...request, variations: result.variations, engine: result.engine },
      claim: plan.claim,
    });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    console.error("[generate] the one-transaction save failed; saving through Prisma", {
      userId: user.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
  if (saved.kind === "quota") throw quotaError("bio", now);
  if (saved.kind === "new-day") return null;
  return {
    id: saved.id,
    generationsRemaining: limit === null ? null : Math.max(0, limit - saved.used),
    biosGenerated: saved.biosGenerated,
    applied: {
      userId: user.id,
      event: activity,
      now,
      timeZone: plan.timeZone,
      today: plan.today,
      after: saved.stats,
      xpGained: saved.xpGained,
      counted: true,
    },
  };
}

/**
 * The generation's writes in one transaction: the quota spent (conditionally, so parallel
 * requests cannot overspend; a 429 when the month's uses are gone), the history row, and the
 * user's counters, XP and streak. Progress must never fail a generation: if recording it
 * fails, the bios are saved without it and the failure is logged.
 */
async function saveGeneration(
  user: GeneratingUser,
  request: { description: string; tone: Tone; platform: Platform },
  result: BioResult,
  activity: ActivityEvent,
): Promise<Saved> {
  const now = new Date();
  const write = (withProgress: boolean) =>
    inGenerationTransaction(async (tx) => {
      const generationsRemaining = await spendIn(tx, user, "bio", now);
      const { id } = await createGeneration(
        {
          userId: user.id,
          description: request.description,
          tone: request.tone,
          platform: request.platform,
          variations: result.variations,
          engine: result.engine,
        },
        tx,
      );
      const biosGenerated = await countBiosGenerated({ userId: user.id }, tx);
      const applied = withProgress
        ? await applyActivity(user.id, activity, now, { timeZone: user.timeZone, client: tx })
        : null;
      return { id, generationsRemaining, biosGenerated, applied };
    });
  try {
    return await write(true);
  } catch (error) {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    logActivityError(user.id, activity, error);
    return write(false);
  }
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
