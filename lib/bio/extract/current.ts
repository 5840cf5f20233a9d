import { KIN } from "./kin";
import { ABBREVIATIONS, saysWords } from "./tokenize";

// A life story names many jobs and places; the sentence about now says who the person is:
// "… worked in kitchens in Dubai for a decade. Now I'm executive chef at a coastal restaurant in
// Mangaluru." What that sentence names goes first.

// "now", "these days", "this year", "for the past four years": the present, firmly.
const NOW =
  /\b(?:now|nowadays|these\s+days|currently|today|at\s+the\s+moment|right\s+now|this\s+year|for\s+the\s+(?:past|last)\s+\w+\s+(?:years?|months?))\b/i;
// "still in Ludhiana, still open till midnight": the present, when nothing firmer says it.
const STILL = /\bstill\b/i;
// "Today we run Tidewater Oyster Co., an oyster farm in Mahone Bay": a point before a comma or a
// lowercase word ends an abbreviation, not the sentence.
// ("St. John's", "Mt. Kenya": a short form's point ends nothing either.)
const SENTENCE = new RegExp(
  String.raw`(?:[^.!?\n]|(?<=\b(?:${ABBREVIATIONS}))\.|\.(?=\s*[,;]|\s+\p{Ll}))+[.!?\n]*`,
  "gu",
);

// "Two of our alumni now play in the PSL", "several of the early students now run labs in Norway",
// "My sister now lives in Oslo": a sentence about other people's now is not the person's.
const OTHERS_NOW = new RegExp(
  String.raw`^(?:(?:\p{L}+|\d+)\s+of\s+)?(?:our|my|his|her|their|the)\s+(?:\p{L}+\s+)?(?:alumni|alumnae|students|kids|children|players|graduates|members|founders?|clients|customers|volunteers|team-?mates|trainees|apprentices|lads|lasses|guys|girls|boys|staff|regulars|parents|friends|owners|coaches)\b|^${KIN}`,
  "iu",
);

/** `text` without its sentences about other people's now ("Two of our alumni now play in …"). */
export function withoutOthersNow(text: string): string {
  return text.replace(SENTENCE, (s) => (OTHERS_NOW.test(s.trim()) ? " ".repeat(s.length) : s));
}

/** The sentence a description of several sentences says is about now, if any. */
export function currentSentence(text: string): string | undefined {
  const sentences = (text.match(SENTENCE) ?? [])
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !OTHERS_NOW.test(s));
  if (sentences.length < 2) return undefined;
  return sentences.filter((s) => NOW.test(s)).at(-1) ?? sentences.filter((s) => STILL.test(s)).at(-1);
}

/** Whether `phrase` is said in `sentence`, as whole words. */
export function saidIn(sentence: string | undefined, phrase: string): boolean {
  if (!sentence || !phrase) return false;
  return saysWords(sentence, phrase);
}

/** `items` with those said in the current sentence first, in their order. */
export function currentFirst<T>(items: T[], sentence: string | undefined, text: (item: T) => string): T[] {
  if (!sentence || items.length < 2) return items;
  const now = items.filter((i) => saidIn(sentence, text(i)));
  return now.length === 0 ? items : [...now, ...items.filter((i) => !now.includes(i))];
}
