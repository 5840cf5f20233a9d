// Platform limits count what a person perceives as one character (a grapheme cluster):
// "👩🏽‍💻" is one, not seven UTF-16 code units. Everything that measures a bio goes through here.

// One segmenter for the process: constructing it is far more expensive than using it.
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

// Printable ASCII plus \n and \t: one code unit is one grapheme, so we can skip the segmenter.
// "\r" is excluded because "\r\n" is a single cluster.
const SIMPLE_ASCII = /^[\t\n\x20-\x7e]*$/;
// Characters that can join with a neighbour into one cluster: combining and spacing marks,
// joiners, variation selectors, skin tones, flags, keycaps, tags, Hangul jamo, prepend
// signs and "\r". Without any of them, every code point is its own grapheme.
const JOINING = /[\p{M}\u200C\u200D\uFE0E\uFE0F\u{1F3FB}-\u{1F3FF}\p{Regional_Indicator}\u20E3\u{E0020}-\u{E007F}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\r]/u;

export function graphemeLength(s: string): number {
  if (SIMPLE_ASCII.test(s)) return s.length;
  if (!JOINING.test(s)) return s.length - (s.match(/[\uD800-\uDBFF]/g)?.length ?? 0);
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
