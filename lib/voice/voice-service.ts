import "server-only";
import { randomInt } from "node:crypto";
import { limitFor } from "@/lib/config/plans";
import { remaining, spend, type QuotaUser } from "@/lib/account/quota";
import { composeVoiceBios } from "./compose-voice-bios";
import { measureVoice } from "./measure-voice";
import { voiceGuide } from "./voice-guide";
import { rewriteInVoice } from "./voice-writer";
import type { VoiceAnswer } from "./voice-types";
import type { VoiceRequest } from "./voice.schema";

/** One brand voice analysis: spends one "brandVoice" use first, gives it back if anything fails. */
export async function analyseVoice(
  user: QuotaUser,
  input: VoiceRequest,
  { now = new Date(), abortSignal }: { now?: Date; abortSignal?: AbortSignal } = {},
): Promise<VoiceAnswer> {
  const { refund } = await spend(user, "brandVoice", now);
  try {
    const profile = measureVoice(input.samples);
    const guide = voiceGuide(profile);
    const composed = composeVoiceBios(
      input.about,
      profile,
      guide,
      input.platform,
      input.seed ?? randomInt(0, 2_147_483_647),
    );
    // A configured model writes with the voice guide; a failure leaves the composer's bios.
    const { bios, engine } = await rewriteInVoice(
      composed,
      { about: input.about, profile, guide, platform: input.platform },
      { abortSignal },
    );
    return {
      profile,
      guide,
      bios,
      engine,
      platform: input.platform,
      remaining: await remaining(user, "brandVoice", now),
      limit: limitFor(user.subscriptionStatus, "brandVoice"),
    };
  } catch (error) {
    await refund().catch((e: unknown) =>
      console.error("[voice] quota refund failed", { userId: user.id, error: String(e) }),
    );
    throw error;
  }
}
