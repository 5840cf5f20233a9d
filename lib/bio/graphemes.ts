// Platform limits count what a person perceives as one character (a grapheme cluster):
// "👩🏽‍💻" is one, not seven UTF-16 code units. Everything that measures a bio goes through here.

// One segmenter for the process: constructing it is far more expensive than using it.
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

// Printable ASCII plus \n and \t: one code unit is one grapheme, so we can skip the segmenter.
// "\r" is excluded because "\r\n" is a single cluster.
const SIMPLE_ASCII = /^[\t\n\x20-\x7e]*$/;

export function graphemeLength(s: string): number {
  if (SIMPLE_ASCII.test(s)) return s.length;
  let count = 0;
  for (const _ of segmenter.segment(s)) count++;
  return count;
}

/** The first `max` grapheme clusters of `s`; never splits an emoji or a combining sequence. */
export function truncateGraphemes(s: string, max: number): string {
  if (max <= 0) return "";
  if (SIMPLE_ASCII.test(s)) return s.slice(0, max);
  let count = 0;
  for (const { index } of segmenter.segment(s)) {
    if (count === max) return s.slice(0, index);
    count++;
  }
  return s;
}

/**
 * Cut to at most `max` graphemes, backing up to the last whitespace when the cut lands
 * inside a word, so a repaired bio never ends in half a word.
 */
export function truncateAtWord(s: string, max: number): string {
  if (graphemeLength(s) <= max) return s;
  const cut = truncateGraphemes(s, max);
  const next = s.slice(cut.length, cut.length + 1);
  if (next === "" || /\s/.test(next)) return cut.trimEnd();
  const lastSpace = Math.max(cut.lastIndexOf(" "), cut.lastIndexOf("\n"));
  // A single enormous "word" has no boundary to back up to; a hard cut is the only option.
  return lastSpace > 0 ? cut.slice(0, lastSpace).trimEnd() : cut;
}
