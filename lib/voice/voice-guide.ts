import type { Tone } from "@/lib/bio/types";
import type { VoiceProfile } from "./measure-voice";

// A voice guide from the measures: what to do and not to do, words to use and avoid, and the
// generator tone closest to the voice.

export interface VoiceGuide {
  dos: string[];
  donts: string[];
  useWords: string[];
  avoidWords: string[];
  tone: Tone;
}

const score = (p: VoiceProfile, id: string) => p.attributes.find((a) => a.id === id)?.score ?? 0;

const FORMAL_AVOID = ["lol", "omg", "super", "awesome", "guys", "vibes"];
const CASUAL_AVOID = ["furthermore", "solutions", "leverage", "esteemed", "hereby", "synergy"];

export function voiceGuide(p: VoiceProfile): VoiceGuide {
  const formal = score(p, "formality") >= 60;
  const casual = score(p, "formality") < 35;
  const energetic = score(p, "energy") >= 60;
  const warm = score(p, "warmth") >= 35;
  const funny = score(p, "humour") >= 35;
  const usesEmoji = p.emojis.length > 0;
  const usesTags = p.hashtags.length > 0;
  const sentence = p.attributes.find((a) => a.id === "sentenceLength")?.summary ?? "";

  const dos = [
    formal ? "Write in full sentences and name what you deliver." : "Write the way you talk: contractions are welcome.",
    energetic
      ? "Keep the energy: exclamation marks and short bursts."
      : "Keep it calm and steady: let the facts speak.",
    warm ? "Speak to the reader as “you”." : "Stay focused on the work rather than on feelings.",
    `Aim for about ${sentence.replace(" a sentence", "")} a sentence.`,
    ...(usesEmoji ? [`Use your emoji: ${p.emojis.slice(0, 4).join(" ")}`] : []),
    ...(usesTags ? [`Sign off with your tags: ${p.hashtags.slice(0, 3).join(" ")}`] : []),
    ...(funny ? ["Keep a joke or a wink in it."] : []),
  ];
  const donts = [
    formal ? "Don't use slang or text-speak." : "Don't sound like a corporate brochure.",
    ...(usesEmoji ? [] : ["Don't add emoji: your samples have none."]),
    ...(usesTags ? [] : ["Don't add hashtags: your samples have none."]),
    ...(funny ? [] : ["Don't force jokes."]),
    ...(energetic ? [] : ["Don't shout: no capitals or strings of !!!"]),
  ];
  const tone: Tone = funny ? "funny" : formal ? "professional" : energetic ? "bold" : warm ? "inspirational" : "casual";
  return {
    dos,
    donts,
    useWords: [...p.signatureWords.slice(0, 6), ...p.signaturePhrases.slice(0, 2)],
    avoidWords: formal || !casual ? (formal ? FORMAL_AVOID : []) : CASUAL_AVOID,
    tone,
  };
}
