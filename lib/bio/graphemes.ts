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
// paragraph separators) and the zero-width non-joiner are left to the segmenter. `isSimple`
// below lists the code points of these scripts beyond ASCII.
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

function isSimple(cp: number): boolean {
  if (cp <= 0x24f) return cp >= 0xa0 && cp !== 0xad;
  if (cp <= 0x4ff) return cp >= 0x300;
  if (cp <= 0x1eff) return cp >= 0x1e00;
  if (cp <= 0x2bff) {
    if (cp <= 0x200a || cp === 0x200d) return cp >= 0x2000;
    return (cp >= 0x2010 && cp <= 0x2027) || (cp >= 0x202f && cp <= 0x205f) || cp >= 0x2070;
  }
  if (cp <= 0x303f) return cp >= 0x3000;
  if (cp === 0xfe0e || cp === 0xfe0f) return true;
  return (cp >= 0x1f000 && cp <= 0x1faff) || (cp >= 0xe0020 && cp <= 0xe007f);
}

/**
 * Grapheme clusters of `s` (or, with `emojiOnly`, the clusters that hold an emoji), counted by
 * hand; -1 when `s` leaves the simple scripts and needs the segmenter.
 */
function countSimple(s: string, emojiOnly: boolean): number {
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
  for (let i = 0; i < s.length; i++) {
    let cp = s.charCodeAt(i);
    if (cp < 0x7f) {
      // Printable ASCII, a tab or a line break: a cluster of its own that nothing joins.
      if (cp < 0x20 && cp !== 0x0a && cp !== 0x09) return -1;
      if (emojiHere) emoji++;
      emojiHere = false;
      count++;
      pictograph = false;
      afterZwj = false;
      openFlag = false;
      afterControl = cp < 0x20;
      continue;
    }
    if (cp >= 0xd800 && cp <= 0xdbff) {
      const low = s.charCodeAt(i + 1);
      if (!(low >= 0xdc00 && low <= 0xdfff)) return -1;
      cp = (cp - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
      i++;
    }
    if (!isSimple(cp)) return -1;
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
    const pict = cp >= 0xa9 && PICTOGRAPHIC.test(String.fromCodePoint(cp));
    if (afterZwj && pict) {
      afterZwj = false;
      pictograph = true;
      continue;
    }
    afterZwj = false;
    afterControl = false;
    pictograph = pict;
    const flag = cp >= 0x1f1e6 && cp <= 0x1f1ff;
    if (flag) {
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
    emojiHere = pict || flag;
    count++;
  }
  if (emojiHere) emoji++;
  return emojiOnly ? emoji : count;
}

export function graphemeLength(s: string): number {
  if (SIMPLE_ASCII.test(s)) return s.length;
  const simple = countSimple(s, false);
  if (simple >= 0) return simple;
  if (!JOINING.test(s)) return s.length - (s.match(/[\uD800-\uDBFF]/g)?.length ?? 0);
  let count = 0;
  for (const _ of segmenter.segment(s)) count++;
  return count;
}

// Extended_Pictographic covers emoji proper; keycaps (1️⃣) and flags (🇫🇷) are built from
// characters outside it, so they count too. A bare digit is not an emoji.
const EMOJI = /\p{Extended_Pictographic}|\u20E3|\p{Regional_Indicator}/u;

/** Number of emoji in `text` as a reader counts them: one per grapheme cluster (👩🏽‍💻 is one). */
export function countEmoji(text: string): number {
  const simple = countSimple(text, true);
  if (simple >= 0) return simple;
  let count = 0;
  for (const { segment } of segmenter.segment(text)) if (EMOJI.test(segment)) count++;
  return count;
}

/** Whether `text` opens with an emoji (its whole first cluster, "👩🏽‍💻" too). */
export function startsWithEmoji(text: string): boolean {
  const first = segmenter.segment(text)[Symbol.iterator]().next();
  return !first.done && EMOJI.test(first.value.segment);
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
