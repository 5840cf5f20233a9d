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
