// Small text operations the compliance fixes share: find matches, cut them out and
// leave the bio tidy (no doubled spaces or separators where something was removed).

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const EMOJI_CLUSTER = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}|\u20E3/u;

export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

export function isEmoji(cluster: string): boolean {
  return EMOJI_CLUSTER.test(cluster);
}

export function matchesOf(text: string, pattern: RegExp): string[] {
  return Array.from(
    text.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`)),
    (m) => m[0].trim(),
  ).filter(Boolean);
}

// Separators people put between parts of a bio; they count only with a space on each side,
// so "look-alike", "24/7" and "https://" are left alone.
const SEP = "[|·•/,;–-]";
const REPEATED_SEPARATORS = new RegExp(`\\s+(${SEP})(?:\\s+${SEP})+(?=\\s|$)`, "g");
const LEADING_SEPARATOR = new RegExp(`^\\s*${SEP}\\s+`);
const TRAILING_SEPARATOR = new RegExp(`\\s+${SEP}\\s*$`);

/** Removes each piece once and tidies what is left. */
export function removeAll(text: string, pieces: readonly string[]): string {
  let out = text;
  for (const piece of pieces) out = out.replace(piece, " ");
  return tidy(out);
}

export function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      line
        .replace(/[ \t]{2,}/g, " ")
        .replace(REPEATED_SEPARATORS, " $1")
        .replace(LEADING_SEPARATOR, "")
        .replace(TRAILING_SEPARATOR, "")
        .replace(/\s+([.,!?])(?=\s|$)/g, "$1")
        .trim(),
    )
    .filter((line, i, lines) => line !== "" || (i > 0 && lines[i - 1] !== ""))
    .join("\n")
    .trim();
}

/** Upper-cases the first letter of the text (after any leading emoji or punctuation). */
export function capitalizeFirst(text: string): string {
  return text.replace(/\p{L}/u, (c) => c.toUpperCase());
}
