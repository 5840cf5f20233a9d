// Word-set Jaccard: how much two bios say with the same words. The eval uses the same
// measure, so "three different bios" means the same thing in both places.

/** The words of a text, lower-cased, in order: what wordSet and repeatsPhrase look at. */
export function wordsIn(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

export function wordSet(text: string): Set<string> {
  return new Set(wordsIn(text));
}

/** A bio as a reader compares it: two that differ only in case, spacing or punctuation are the same. */
export const sameBio = (bio: string) =>
  bio
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, " ")
    .trim();

const FILLER = new Set([
  "a",
  "an",
  "the",
  "and",
  "of",
  "in",
  "to",
  "for",
  "with",
  "on",
  "at",
  "my",
  "is",
  "i",
  "i'm",
  "by",
  "me",
  "you",
  "it",
  "your",
  "our",
  "we",
]);

/** A two-word phrase said twice ("big goals … big goals") reads as a copy-paste slip. */
export function repeatsPhrase(text: string | readonly string[]): boolean {
  const words = typeof text === "string" ? wordsIn(text) : text;
  const seen = new Set<string>();
  for (let k = 1; k < words.length; k++) {
    const a = words[k - 1] as string;
    const b = words[k] as string;
    if (FILLER.has(a) && FILLER.has(b)) continue;
    const pair = `${a} ${b}`;
    if (seen.has(pair)) return true;
    seen.add(pair);
  }
  return false;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}
