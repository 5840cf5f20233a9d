// Typo tolerance for lexicon words ("sofware enginer", "photgrapher", "entreprenuer").
// A symmetric-delete index finds candidates within one edit without scanning the whole
// vocabulary, so a 2,000-character description stays well under a millisecond.

function deletes(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Optimal-string-alignment distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  const first = rows[0] as number[];
  for (let j = 1; j <= b.length; j++) first[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      }
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] ?? max + 1;
}

export class FuzzyIndex {
  private readonly byDelete = new Map<string, Set<string>>();

  constructor(words: Iterable<string>) {
    for (const word of words) {
      for (const key of [word, ...deletes(word)]) {
        let set = this.byDelete.get(key);
        if (!set) this.byDelete.set(key, (set = new Set()));
        set.add(word);
      }
    }
  }

  /** The single vocabulary word within one edit of `token`, or undefined when none or several. */
  correct(token: string): string | undefined {
    const candidates = new Set<string>();
    for (const key of [token, ...deletes(token)]) {
      for (const word of this.byDelete.get(key) ?? []) candidates.add(word);
    }
    let found: string | undefined;
    for (const word of candidates) {
      if (word === token || editDistance(token, word, 1) > 1) continue;
      if (found !== undefined) return undefined;
      found = word;
    }
    return found;
  }
}
