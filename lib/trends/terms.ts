import { STOPWORDS } from "@/lib/bio/extract/lexicon-words";

// The terms a generation contributes to trends: keywords of its description, its tone, and the
// emoji and hashtags of the bios it produced. Each term counts once per generation.

export const TERM_KINDS = ["keywords", "tones", "emoji", "hashtags"] as const;
export type TermKind = (typeof TERM_KINDS)[number];

export interface GenerationSample {
  userId: string;
  createdAt: Date;
  description: string;
  tone: string;
  variations: readonly string[];
}

const WORD = /[\p{L}][\p{L}'’-]*[\p{L}]/gu;
const HASHTAG = /(?<![\p{L}\d&])#[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*/gu;
const EMOJI = /\p{Extended_Pictographic}/u;
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const MIN_KEYWORD = 3;
const MAX_KEYWORD = 24;

function keywords(description: string): Set<string> {
  const out = new Set<string>();
  // Words only: handles, addresses and links (with @, digits or slashes) never become terms.
  for (const token of description.split(/\s+/u)) {
    if (/[@/\d]|^https?:|www\./iu.test(token)) continue;
    for (const match of token.matchAll(WORD)) {
      const word = match[0].toLowerCase().replace(/’/gu, "'");
      if (word.length < MIN_KEYWORD || word.length > MAX_KEYWORD || STOPWORDS.has(word)) continue;
      out.add(word);
    }
  }
  return out;
}

function emojiOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const { segment } of segmenter.segment(text)) if (EMOJI.test(segment)) out.add(segment);
  return out;
}

/** The distinct terms of one generation, by kind. */
export function termsOf(sample: GenerationSample): Record<TermKind, Set<string>> {
  const bios = sample.variations.join("\n");
  return {
    keywords: keywords(sample.description),
    tones: new Set([sample.tone.toLowerCase()]),
    emoji: emojiOf(bios),
    hashtags: new Set((bios.match(HASHTAG) ?? []).map((tag) => tag.toLowerCase())),
  };
}
