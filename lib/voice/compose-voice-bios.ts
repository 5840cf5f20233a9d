import { composeBios } from "@/lib/bio/compose";
import type { Platform } from "@/lib/bio/types";
import { chooseFitting } from "@/lib/tools/compose-kit";
import type { VoiceProfile } from "./measure-voice";
import type { VoiceGuide } from "./voice-guide";

// Bios in the measured voice: the bio engine writes in the closest tone, then the voice's own
// habits are applied (its emoji, its hashtag, no emoji where the samples have none).

const EMOJI = /\p{Extended_Pictographic}\uFE0F?/gu;

export function composeVoiceBios(
  about: string,
  profile: VoiceProfile,
  guide: VoiceGuide,
  platform: Platform,
  seed: number,
): string[] {
  const { variations } = composeBios({ description: about, tone: guide.tone, platform, seed });
  const emoji = profile.emojis[0];
  const tag = profile.hashtags[0];
  const candidates = variations.flatMap((bio) => {
    const plain = bio.replace(EMOJI, "").replace(/ {2,}/g, " ").trim();
    const base = emoji ? bio : plain;
    return [
      [base, emoji && !base.includes(emoji) ? emoji : "", tag ? `\n${tag}` : ""].join(" ").replace(/ \n/g, "\n").trim(),
      base,
    ];
  });
  return chooseFitting(candidates, platform, 3);
}
