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
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(fold(phrase))}(?![\\p{L}\\p{N}])`, "u").test(fold(text));
}

// Abbreviations whose point ends no sentence or clause ("Saskatoon Berry Co. is a pie shop").
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
