import { composeBios } from "@/lib/bio/compose";
import { sameBio } from "@/lib/bio/compose/similarity";
import type { Platform } from "@/lib/bio/types";
import { chooseFitting } from "@/lib/tools/compose-kit";
import type { VoiceProfile } from "./measure-voice";
import type { VoiceGuide } from "./voice-guide";

// Bios in the measured voice: the bio engine writes in the closest tone, then the voice's own
// habits are applied: its emoji (none where the samples have none), its hashtag, its formality
// (a formal voice spells contractions out and does not exclaim), and the candidates that use
// its signature words and match its sentence length come first.

const EMOJI = /\p{Extended_Pictographic}\uFE0F?/gu;

const CONTRACTIONS: [RegExp, string][] = [
  [/\b([Ii])t's\b/g, "$1t is"],
  [/\b([Ww])e're\b/g, "$1e are"],
  [/\b([Yy])ou're\b/g, "$1ou are"],
  [/\b([Tt])hey're\b/g, "$1hey are"],
  [/\bI'm\b/g, "I am"],
  [/\b([Dd])on't\b/g, "$1o not"],
  [/\b([Cc])an't\b/g, "$1annot"],
  [/\b([Ww])on't\b/g, "$1ill not"],
  [/\b(\w+)'ll\b/g, "$1 will"],
  [/\b(\w+)'ve\b/g, "$1 have"],
];

const score = (p: VoiceProfile, id: string) => p.attributes.find((a) => a.id === id)?.score ?? 0;
const wordsPerSentence = (text: string) => {
  const sentences = text.split(/[.!?\n|•]+/).filter((s) => /\p{L}/u.test(s));
  const words = text.match(/[\p{L}']+/gu) ?? [];
  return words.length / Math.max(1, sentences.length);
};

/** A bio with the voice's formality applied. */
export function applyFormality(bio: string, profile: VoiceProfile): string {
  if (score(profile, "formality") < 60) return bio;
  let out = bio;
  for (const [re, to] of CONTRACTIONS) out = out.replace(re, to);
  return out.replace(/!+/g, ".").replace(/\.{2,}/g, ".");
}

export function composeVoiceBios(
  about: string,
  profile: VoiceProfile,
  guide: VoiceGuide,
  platform: Platform,
  seed: number,
  count = 3,
): string[] {
  const { variations } = composeBios({ description: about, tone: guide.tone, platform, seed });
  const emoji = profile.emojis[0];
  const tag = profile.hashtags[0];
  const candidates = variations.flatMap((bio) => {
    const plain = bio.replace(EMOJI, "").replace(/ {2,}/g, " ").trim();
    const base = applyFormality(emoji ? bio : plain, profile);
    return [
      [base, emoji && !base.includes(emoji) ? emoji : "", tag ? `\n${tag}` : ""].join(" ").replace(/ \n/g, "\n").trim(),
      base,
    ];
  });
  return chooseFitting(rankForVoice(candidates, profile), platform, count);
}

/** Candidates that use the voice's signature words and sentence length first (stable otherwise). */
export function rankForVoice(candidates: string[], profile: VoiceProfile): string[] {
  const target = score(profile, "sentenceLength") / 4; // the measure is words a sentence × 4
  const signature = profile.signatureWords.map((w) => w.toLowerCase());
  const fit = (bio: string) => {
    const lower = bio.toLowerCase();
    const used = signature.filter((w) => lower.includes(w)).length;
    return used * 10 - Math.abs(wordsPerSentence(bio) - target);
  };
  return candidates
    .map((bio, i) => ({ bio, i, fit: fit(bio) }))
    .sort((a, b) => b.fit - a.fit || a.i - b.i)
    .map((x) => x.bio);
}

/** Exactly three distinct bios in the voice (the generator's answer), trying further seeds when one gives fewer. */
export function composeVoiceVariations(
  about: string,
  profile: VoiceProfile,
  guide: VoiceGuide,
  platform: Platform,
  seed: number,
  /** The bios on screen when the user asked again: none of them is given back. */
  avoid: readonly string[] = [],
): [string, string, string] | null {
  const kept: string[] = [];
  const taken = new Set(avoid.map(sameBio));
  for (let attempt = 0; kept.length < 3 && attempt < 6; attempt++) {
    for (const bio of composeVoiceBios(about, profile, guide, platform, seed + attempt, 3)) {
      if (kept.length < 3 && !taken.has(sameBio(bio))) {
        kept.push(bio);
        taken.add(sameBio(bio));
      }
    }
  }
  const [a, b, c] = kept;
  return a !== undefined && b !== undefined && c !== undefined ? [a, b, c] : null;
}
