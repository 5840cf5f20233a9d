// Measures a voice from the text itself: every attribute is a score from plain counts, with
// the sentences or words from the samples that show it. No model: the same samples always
// measure the same.

export type Level = "low" | "medium" | "high";

export interface VoiceAttribute {
  id: "formality" | "energy" | "warmth" | "humour" | "emoji" | "hashtags" | "sentenceLength" | "readingLevel";
  label: string;
  /** 0–100. */
  score: number;
  level: Level;
  /** In words: "Formal", "Playful", "12 words a sentence". */
  summary: string;
  /** Quoted from the samples. */
  evidence: string[];
}

export interface VoiceProfile {
  attributes: VoiceAttribute[];
  signatureWords: string[];
  signaturePhrases: string[];
  emojis: string[];
  hashtags: string[];
}

const EMOJI = /\p{Extended_Pictographic}/gu;
const CONTRACTION = /\b\w+'(?:s|re|ll|ve|d|m|t)\b|\b(?:gonna|wanna|gotta|y'all|kinda)\b/gi;
const SLANG =
  /\b(?:lol|omg|haha+|lmao|yay|woo+|yess+|omfg|tbh|ngl|vibes?|obsessed|literally|super|awesome|cool|hey|guys|bestie|fam)\b/gi;
const FORMAL =
  /\b(?:we|our|clients?|provide|services?|professional|solutions?|ensure|expertise|committed|excellence|delivering|furthermore|therefore|regarding|established|dedicated|quality)\b/gi;
const WARM =
  /\b(?:you|your|love|thank|thanks|together|welcome|care|grateful|friends?|family|community|happy|hug|heart)\b|❤️|💕|🥰|🤗/giu;
const HUMOUR =
  /\b(?:lol|haha+|lmao|jk|oops|pun|joke|apparently|probably|honestly|send help|plot twist)\b|😂|🤣|😜|🙃|😅/giu;
const STOP = new Set(
  "the a an and or but to of in on for with at by from is are was were be been it its this that these those i me my we our you your he she they them their as so if not no do does did have has had will can just all any our at up out about into over than then there here what when who how why which more most very".split(
    " ",
  ),
);

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const level = (score: number): Level => (score >= 60 ? "high" : score >= 35 ? "medium" : "low");

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s.replace(/#[\p{L}\p{N}_]+/gu, "")));
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

function syllables(word: string): number {
  const groups = word
    .toLowerCase()
    .replace(/e$/, "")
    .match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 1);
}

/** The sentences that show a pattern most, quoted as written (up to three). */
function evidence(sentences: string[], re: RegExp, max = 3): string[] {
  return sentences
    .map((s) => ({ s, n: count(s, re) }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n)
    .slice(0, max)
    .map((x) => x.s);
}

function topRepeated(items: string[], min = 2, max = 6): string[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([, n]) => n >= min)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([item]) => item);
}

export function measureVoice(samples: string[]): VoiceProfile {
  const text = samples.join("\n");
  const sentences = sentencesOf(text);
  const words = wordsOf(text);
  const n = Math.max(1, words.length);
  const per100 = (re: RegExp) => (count(text, re) / n) * 100;

  const casual = per100(CONTRACTION) + per100(SLANG) * 2 + (count(text, EMOJI) / n) * 100;
  const formality = clamp(55 + per100(FORMAL) * 4 - casual * 4);
  const energy = clamp(
    count(text, /!/g) * (100 / Math.max(1, sentences.length)) * 0.6 +
      (count(text, /\b[A-Z]{3,}\b/g) / n) * 400 +
      (count(text, EMOJI) / n) * 200,
  );
  const warmth = clamp(per100(WARM) * 6);
  const humour = clamp(per100(HUMOUR) * 12);
  const emojiRate = count(text, EMOJI) / Math.max(1, sentences.length);
  const tags = text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  const avgLen = words.length / Math.max(1, sentences.length);
  const grade = 0.39 * avgLen + 11.8 * (words.reduce((s, w) => s + syllables(w), 0) / n) - 15.59;

  const byLength = [...sentences].sort((a, b) => wordsOf(b).length - wordsOf(a).length);
  const emojis = topRepeated(text.match(EMOJI) ?? [], 1, 8);
  const content = words.filter((w) => w.length > 3 && !STOP.has(w));
  const bigrams = words
    .slice(1)
    .map((w, i) => `${words[i]} ${w}`)
    .filter((b) => b.split(" ").some((w) => !STOP.has(w)));

  const attributes: VoiceAttribute[] = [
    {
      id: "formality",
      label: "Formality",
      score: formality,
      level: level(formality),
      summary: formality >= 60 ? "Formal" : formality >= 35 ? "Conversational" : "Casual",
      evidence: evidence(
        sentences,
        formality >= 50 ? FORMAL : new RegExp(`${CONTRACTION.source}|${SLANG.source}`, "gi"),
      ),
    },
    {
      id: "energy",
      label: "Energy",
      score: energy,
      level: level(energy),
      summary: energy >= 60 ? "High-energy" : energy >= 35 ? "Upbeat" : "Calm",
      evidence: evidence(sentences, /!|\b[A-Z]{3,}\b/g),
    },
    {
      id: "warmth",
      label: "Warmth",
      score: warmth,
      level: level(warmth),
      summary: warmth >= 60 ? "Warm and personal" : warmth >= 35 ? "Friendly" : "Reserved",
      evidence: evidence(sentences, WARM),
    },
    {
      id: "humour",
      label: "Humour",
      score: humour,
      level: level(humour),
      summary: humour >= 60 ? "Playful" : humour >= 35 ? "Light" : "Serious",
      evidence: evidence(sentences, HUMOUR),
    },
    {
      id: "emoji",
      label: "Emoji",
      score: clamp(emojiRate * 50),
      level: level(clamp(emojiRate * 50)),
      summary: emojis.length ? `About ${emojiRate.toFixed(1)} a sentence` : "None",
      evidence: emojis,
    },
    {
      id: "hashtags",
      label: "Hashtags",
      score: clamp((tags.length / Math.max(1, samples.length)) * 20),
      level: level(clamp((tags.length / Math.max(1, samples.length)) * 20)),
      summary: tags.length ? `${tags.length} in ${samples.length} sample${samples.length === 1 ? "" : "s"}` : "None",
      evidence: [...new Set(tags)].slice(0, 6),
    },
    {
      id: "sentenceLength",
      label: "Sentence length",
      score: clamp(avgLen * 4),
      level: level(clamp(avgLen * 4)),
      summary: `${Math.round(avgLen)} words a sentence`,
      evidence: [byLength.at(-1), byLength[0]].filter((s): s is string => Boolean(s)),
    },
    {
      id: "readingLevel",
      label: "Reading level",
      score: clamp(grade * 7),
      level: level(clamp(grade * 7)),
      summary:
        grade <= 6
          ? "Easy (school grade 6 or below)"
          : grade <= 10
            ? `Plain (grade ${Math.round(grade)})`
            : `Advanced (grade ${Math.round(grade)})`,
      evidence: byLength.slice(0, 1),
    },
  ];

  return {
    attributes,
    signatureWords: topRepeated(content, 2, 8),
    signaturePhrases: topRepeated(bigrams, 2, 5),
    emojis,
    hashtags: [...new Set(tags)].slice(0, 10),
  };
}
