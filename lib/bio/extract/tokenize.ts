// Words with their positions, so a match found on folded text can be printed from the
// person's own spelling and casing.

export interface Token {
  /** As written. */
  raw: string;
  /** Lowercased, accents folded, curly apostrophes straightened: the matching key. */
  norm: string;
  start: number;
  end: number;
}

// Letters and digits, allowing inner apostrophes, dots, hyphens, "+" and "#" ("c++", "node.js",
// "co-founder", "i'm"). "/" splits, so "ui/ux" is two words.
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}'’.+#&-]*[\p{L}\p{N}\p{M}+#])?/gu;

export function fold(s: string): string {
  return s.toLowerCase().replace(/’/g, "'").normalize("NFD").replace(/\p{M}/gu, "");
}

/** `s` with the characters a regular expression gives a meaning escaped. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whether `text` says `phrase` as whole words, accents and case aside. */
export function saysWords(text: string, phrase: string): boolean {
  const needle = fold(phrase);
  if (needle === "") return EMPTY_PHRASE.test(foldedOnce(text));
  const hay = foldedOnce(text);
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
    if (!isWordChar(codePointBefore(hay, at)) && !isWordChar(hay.codePointAt(at + needle.length))) return true;
  }
  return false;
}

// The same text is asked about phrase after phrase: its folded form is kept for the next call.
let lastFolded = { text: "", folded: "" };
function foldedOnce(text: string): string {
  if (lastFolded.text !== text) lastFolded = { text, folded: fold(text) };
  return lastFolded.folded;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
// An empty phrase is "said" wherever no word runs across the spot (an empty text, "…, ").
const EMPTY_PHRASE = /(?<![\p{L}\p{N}])(?![\p{L}\p{N}])/u;
const isWordChar = (cp: number | undefined) => cp !== undefined && WORD_CHAR.test(String.fromCodePoint(cp));

const LETTER = /\p{L}/u;
const isLetter = (cp: number | undefined) => cp !== undefined && LETTER.test(String.fromCodePoint(cp));

// Outside ASCII, only the long s and the kelvin sign match an ASCII letter when case is ignored.
const FOLDS_TO_ASCII = /[\u017f\u212a]/;
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Whether `text` has `phrase` as whole words, case aside (accents count): what the pattern
 * `(?<![\p{L}\p{N}])phrase(?![\p{L}\p{N}])` with flags "iu" finds, without making one for the
 * usual ASCII phrase.
 */
export function hasWholeWords(text: string, phrase: string): boolean {
  const at = caseBlindWholeWordsAt(text, phrase, { digits: true });
  if (at) return at.length > 0;
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, "iu").test(text);
}

/**
 * Where `word` is written, case aside, as a whole word (no letter, or with `digits` no letter or
 * digit, on either side), matches not overlapping: what a pattern with flags "giu" finds. null
 * when only such a pattern can tell (a word beyond ASCII, or a text with a letter that folds
 * into ASCII).
 */
export function caseBlindWholeWordsAt(text: string, word: string, { digits = false } = {}): number[] | null {
  if (!isCaseBlindAscii(text, word)) return null;
  const lower = word.toLowerCase();
  const inWord = digits ? isWordChar : isLetter;
  const found: number[] = [];
  for (let at = 0; at + lower.length <= text.length;) {
    const whole =
      asciiCaseBlindAt(text, at, lower) &&
      !inWord(codePointBefore(text, at)) &&
      !inWord(text.codePointAt(at + lower.length));
    if (whole) found.push(at);
    at += whole ? lower.length : 1;
  }
  return found;
}

/** Whether `words` can be matched in `text` case aside by comparing ASCII letters alone. */
export function isCaseBlindAscii(text: string, ...words: string[]): boolean {
  return words.every((w) => w !== "" && ASCII.test(w)) && !FOLDS_TO_ASCII.test(text);
}

/** Whether `lower` (lowercase ASCII) is written at `at` in `text`, case aside. */
export function asciiCaseBlindAt(text: string, at: number, lower: string): boolean {
  if (at < 0 || at + lower.length > text.length) return false;
  for (let k = 0; k < lower.length; k++) {
    let c = text.charCodeAt(at + k);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== lower.charCodeAt(k)) return false;
  }
  return true;
}

/** Whether a letter comes right before `at`. */
export const startsInsideWord = (text: string, at: number) => isLetter(codePointBefore(text, at));

/** Whether a letter comes right at `end` (so a word ending there goes on). */
export const endsInsideWord = (text: string, end: number) => isLetter(text.codePointAt(end));

/** `text` with the `length` characters at each of `positions` (in order, apart) written as `by` says. */
export function replaceAt(
  text: string,
  positions: readonly number[],
  length: number,
  by: (found: string) => string,
): string {
  let out = "";
  let from = 0;
  for (const k of positions) {
    out += text.slice(from, k) + by(text.slice(k, k + length));
    from = k + length;
  }
  return out + text.slice(from);
}

/**
 * Where `word` is written, exactly as given, and not inside a longer word (no letter, or with
 * `digits` no letter or digit, on either side); matches do not overlap, as a global pattern's
 * would not.
 */
export function wholeWordsAt(text: string, word: string, { digits = false } = {}): number[] {
  const found: number[] = [];
  if (word === "") return found;
  const inWord = digits ? isWordChar : isLetter;
  for (let at = text.indexOf(word); at >= 0;) {
    const whole = !inWord(codePointBefore(text, at)) && !inWord(text.codePointAt(at + word.length));
    if (whole) found.push(at);
    at = text.indexOf(word, at + (whole ? word.length : 1));
  }
  return found;
}

/** The code point that ends just before `at` (a whole surrogate pair), or undefined at the start. */
function codePointBefore(s: string, at: number): number | undefined {
  if (at === 0) return undefined;
  const low = s.charCodeAt(at - 1);
  if (low >= 0xdc00 && low <= 0xdfff && at >= 2) {
    const high = s.charCodeAt(at - 2);
    if (high >= 0xd800 && high <= 0xdbff) return s.codePointAt(at - 2);
  }
  return low;
}

// Abbreviations whose point ends no sentence or clause ("Saskatoon Berry Co. is a pie shop").
/** "Record 'Two Vets" (cut from "We record 'Two Vets, One Van'"): a quote opened and never closed. */
export const opensQuoteOnly = (phrase: string): boolean => /(?:^|\s)['"‘“](?![^'"’”]*['"’”])/u.test(phrase);

export const ABBREVIATIONS = String.raw`Co|Inc|Ltd|St|Dr|Mr|Mrs|Ms|Jr|Sr|Mt|Bros|Ave|Rd`;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    tokens.push({ raw: m[0], norm: fold(m[0]), start, end: start + m[0].length });
  }
  return tokens;
}

/** Title-case words written all in lowercase ("kaapi co" → "Kaapi Co"); leave "iPhone" alone. */
export function titleCase(phrase: string): string {
  return phrase.replace(/[\p{L}\p{N}][\p{L}\p{N}'’.&-]*/gu, (w) =>
    w === w.toLowerCase() && w.length > 0 ? (w[0] ?? "").toUpperCase() + w.slice(1) : w,
  );
}

const EMOJI_RUN = String.raw`(?:[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}](?:[\uFE0F\u200D\u{1F3FB}-\u{1F3FF}]|\p{Extended_Pictographic})*)+`;
// An emoji between two clauses works as a separator ("Food blogger 🍛 biryani hunter"); one
// before a word that carries the sentence on ("i draw cats 🐱 and sometimes people") does not.
const EMOJI_BREAK = new RegExp(
  String.raw`(?<=[\p{L}\p{N}!?.)]\s*)(\s*${EMOJI_RUN})\s+(?!(?:and|or|n|&|\+|with|for|in|at|of|to|from|but|y|e|et|und)\b)(?=[\p{L}\p{N}#])`,
  "gu",
);

/** Emoji used as separators become clause breaks; the emoji themselves stay. */
export function breakAtEmoji(text: string): string {
  return text.replace(EMOJI_BREAK, "$1 | ");
}
