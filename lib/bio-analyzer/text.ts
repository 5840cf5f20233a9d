import { wordsOf } from "@/lib/bio/creativity";

// Small text measures for the analyzer's scores.

const STOP_WORDS = new Set(
  "a an and are as at be but by for from has have i i'm im in is it its me my of on or our so that the their this to we with you your who what about love".split(
    " ",
  ),
);

/** Content words of a niche or description, without stop words or repeats. */
export function keywordsOf(text: string): string[] {
  return [...new Set(wordsOf(text).filter((w) => w.length > 2 && !STOP_WORDS.has(w)))].slice(0, 12);
}

/** A rough stem: the first five letters, so "baker" meets "bakery" and "photography" meets "photographer". */
export function stem(word: string): string {
  return word.toLowerCase().slice(0, Math.max(4, Math.min(5, word.length)));
}

/** Vowel groups as a syllable estimate (English), at least one per word. */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (!w) return 1;
  const groups = w
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "")
    .replace(/^y/, "")
    .match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/** The bio's sentences or fragments: split at full stops, ! ?, line breaks and separators such as | and •. */
export function segmentsOf(text: string): string[] {
  return text
    .split(/[.!?\n|•·]+/u)
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length > 0);
}

export function hashtagsOf(text: string): string[] {
  return text.match(/(?<![\p{L}\p{N}_])#[\p{L}\p{N}_]+/gu) ?? [];
}
