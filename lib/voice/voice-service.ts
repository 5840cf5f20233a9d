import "server-only";
import { randomInt } from "node:crypto";
import { limitFor } from "@/lib/config/plans";
import { remaining, spend, type QuotaUser } from "@/lib/quota/quota";
import { composeVoiceBios } from "./compose-voice-bios";
import { measureVoice } from "./measure-voice";
import { voiceGuide } from "./voice-guide";
import type { VoiceAnswer } from "./voice-types";
import type { VoiceRequest } from "./voice.schema";

/** One brand voice analysis: spends one "brandVoice" use first, gives it back if anything fails. */
export async function analyseVoice(user: QuotaUser, input: VoiceRequest, now = new Date()): Promise<VoiceAnswer> {
  const { refund } = await spend(user, "brandVoice", now);
  try {
    const profile = measureVoice(input.samples);
    const guide = voiceGuide(profile);
    const bios = composeVoiceBios(
      input.about,
      profile,
      guide,
      input.platform,
      input.seed ?? randomInt(0, 2_147_483_647),
    );
    return {
      profile,
      guide,
      bios,
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
