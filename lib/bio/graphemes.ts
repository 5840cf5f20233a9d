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
const JOINING =
  /[\p{M}\u200C\u200D\uFE0E\uFE0F\u{1F3FB}-\u{1F3FF}\p{Regional_Indicator}\u20E3\u{E0020}-\u{E007F}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\r]/u;

// Latin, Greek, Cyrillic, punctuation, symbols and emoji: scripts whose clusters follow a
// few simple rules (marks, variation selectors, skin tones and ZWJ join; flags pair up).
// Bios are mostly this, and counting it by hand is several times faster than segmenting.
// Controls that break clusters (the soft hyphen, zero-width and direction marks, line and
// paragraph separators) and the zero-width non-joiner are left to the segmenter.
const SIMPLE_SCRIPTS =
  /^[\t\n\x20-\x7e\u00a0-\u00ac\u00ae-\u024f\u0300-\u036f\u0370-\u04ff\u1e00-\u1eff\u2000-\u200a\u200d\u2010-\u2027\u202f-\u205f\u2070-\u2bff\u3000-\u303f\ufe0e\ufe0f\u{1f000}-\u{1faff}\u{e0020}-\u{e007f}]*$/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

function isExtend(cp: number): boolean {
  return (
    (cp >= 0x300 && cp <= 0x36f) ||
    cp === 0xfe0e ||
    cp === 0xfe0f ||
    cp === 0x200d ||
    cp === 0x20e3 ||
    (cp >= 0x1f3fb && cp <= 0x1f3ff) ||
    (cp >= 0xe0020 && cp <= 0xe007f)
  );
}

const isEmojiPart = (cp: number, pict: boolean) => pict || cp === 0x20e3 || (cp >= 0x1f1e6 && cp <= 0x1f1ff);

/** Clusters and the clusters that hold an emoji, for text of the simple scripts only. */
function countSimple(s: string): { clusters: number; emoji: number } {
  let count = 0;
  let emoji = 0;
  // Whether the cluster being read holds a pictograph, a flag letter or a keycap.
  let emojiHere = false;
  // GB11: ExtPict Extend* ZWJ × ExtPict. `pictograph` holds while only non-ZWJ extenders
  // followed the last pictograph; `afterZwj` when a ZWJ then closed that run.
  let pictograph = false;
  let afterZwj = false;
  let openFlag = false;
  // GB4: nothing joins onto a line break or tab.
  let afterControl = true;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    if (isExtend(cp)) {
      if (afterControl) {
        if (emojiHere) emoji++;
        emojiHere = false;
        count++;
        afterControl = false;
        pictograph = false;
      }
      if (cp === 0x20e3) emojiHere = true;
      afterZwj = cp === 0x200d && pictograph;
      if (cp === 0x200d) pictograph = false;
      openFlag = false;
      continue;
    }
    const pict = cp >= 0xa9 && PICTOGRAPHIC.test(ch);
    if (afterZwj && pict) {
      afterZwj = false;
      pictograph = true;
      continue;
    }
    afterZwj = false;
    afterControl = cp === 0x0a || cp === 0x09;
    pictograph = pict;
    if (cp >= 0x1f1e6 && cp <= 0x1f1ff) {
      // Regional indicators pair into one flag.
      if (openFlag) {
        openFlag = false;
        continue;
      }
      openFlag = true;
    } else {
      openFlag = false;
    }
    if (emojiHere) emoji++;
    emojiHere = isEmojiPart(cp, pict);
    count++;
  }
  if (emojiHere) emoji++;
  return { clusters: count, emoji };
}

export function graphemeLength(s: string): number {
  if (SIMPLE_ASCII.test(s)) return s.length;
  if (!JOINING.test(s)) return s.length - (s.match(/[\uD800-\uDBFF]/g)?.length ?? 0);
  if (SIMPLE_SCRIPTS.test(s)) return countSimple(s).clusters;
  let count = 0;
  for (const _ of segmenter.segment(s)) count++;
  return count;
}

// Extended_Pictographic covers emoji proper; keycaps (1️⃣) and flags (🇫🇷) are built from
// characters outside it, so they count too. A bare digit is not an emoji.
const EMOJI = /\p{Extended_Pictographic}|\u20E3|\p{Regional_Indicator}/u;

/** Number of emoji in `text` as a reader counts them: one per grapheme cluster (👩🏽‍💻 is one). */
export function countEmoji(text: string): number {
  if (!/[^\x00-\x7f]/.test(text)) return 0;
  if (SIMPLE_SCRIPTS.test(text)) return countSimple(text).emoji;
  let count = 0;
  for (const { segment } of segmenter.segment(text)) if (EMOJI.test(segment)) count++;
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
