import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countEmoji, graphemeLength, truncateAtWord, truncateGraphemes } from "./graphemes";

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const reference = (s: string) => [...segmenter.segment(s)].length;

// Pieces that stress every path: ASCII, accents (precomposed and combining), emoji with
// variation selectors, skin tones and ZWJ, flags, keycaps, Devanagari conjuncts, Hangul, CRLF.
const PIECES = [
  "a",
  "Z",
  " ",
  "\n",
  "\r\n",
  ".",
  "é",
  "e\u0301",
  "ñ",
  "ß",
  "Ж",
  "ψ",
  "✈️",
  "🕊️",
  "❤️‍🔥",
  "👩🏽‍💻",
  "👨‍👩‍👧",
  "🇮🇳",
  "🇲🇽",
  "🇮",
  "1️⃣",
  "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
  "क्ष",
  "नमस्ते",
  "한",
  "ᄀ",
  "ᅡ",
  "\u200d",
  "\ufe0f",
  "→",
  "✦",
  "😂",
  // Controls and format characters that break clusters: soft hyphen, zero-width space and
  // non-joiner, a direction mark, the line separator.
  "\u00ad",
  "\u200b",
  "\u200c",
  "\u200e",
  "\u2028",
  "ℹ",
];
const mixed = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((parts) => parts.join(""));

describe("graphemeLength", () => {
  it("counts what a person sees as one character", () => {
    expect(graphemeLength("")).toBe(0);
    expect(graphemeLength("hello")).toBe(5);
    expect(graphemeLength("👩🏽‍💻")).toBe(1);
    expect(graphemeLength("🇮🇳🇲🇽")).toBe(2);
    expect(graphemeLength("café")).toBe(4);
    expect(graphemeLength("cafe\u0301")).toBe(4);
    expect(graphemeLength("a\r\nb")).toBe(3);
    // A soft hyphen pasted into a description is a character of its own.
    expect(graphemeLength("co\u00adfounder ✨")).toBe(12);
    expect(graphemeLength("a\u200b️b")).toBe(reference("a\u200b️b"));
  });

  it("follows the ZWJ and line-break rules in edge cases", () => {
    for (const s of ["👩🏽‍💻‍‍👩🏽‍💻", "\u200d🕊️", "\n\u200d", "🇮🇳🇮", "e\u0301\u200d😂", "😂\ufe0f\u200d😂"]) {
      expect(graphemeLength(s), JSON.stringify(s)).toBe(reference(s));
    }
  });

  it("agrees with Intl.Segmenter on mixed scripts and emoji", () => {
    fc.assert(
      fc.property(mixed, (s) => graphemeLength(s) === reference(s)),
      { numRuns: 500 },
    );
  });

  it("agrees with Intl.Segmenter on arbitrary Unicode", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 80 }), (s) => graphemeLength(s) === reference(s)),
      { numRuns: 300 },
    );
  });
});

describe("countEmoji", () => {
  const emojiReference = (s: string) =>
    [...segmenter.segment(s)].filter(({ segment }) =>
      /\p{Extended_Pictographic}|\u20E3|\p{Regional_Indicator}/u.test(segment),
    ).length;

  it("counts one emoji per cluster a reader sees", () => {
    expect(countEmoji("Designer 👩🏽‍💻 in Pune 🇮🇳, 1️⃣ of a kind ❤️‍🔥")).toBe(4);
    expect(countEmoji("no emoji here, just words")).toBe(0);
    expect(countEmoji("#1 * 2")).toBe(0);
  });

  it("agrees with Intl.Segmenter on mixed scripts and emoji", () => {
    fc.assert(
      fc.property(mixed, (s) => countEmoji(s) === emojiReference(s)),
      { numRuns: 500 },
    );
  });
});

describe("truncateGraphemes", () => {
  it("keeps at most max clusters and never splits one", () => {
    fc.assert(
      fc.property(mixed, fc.integer({ min: 0, max: 70 }), (s, max) => {
        const cut = truncateGraphemes(s, max);
        expect(s.startsWith(cut)).toBe(true);
        expect(graphemeLength(cut)).toBe(Math.min(max, graphemeLength(s)));
        // Every cluster of the cut is a cluster of the original.
        const whole = [...segmenter.segment(s)].map((x) => x.segment);
        const part = [...segmenter.segment(cut)].map((x) => x.segment);
        expect(part).toEqual(whole.slice(0, part.length));
      }),
      { numRuns: 300 },
    );
  });

  it("returns the string unchanged when it fits, and nothing for max 0", () => {
    expect(truncateGraphemes("👩🏽‍💻 dev", 10)).toBe("👩🏽‍💻 dev");
    expect(truncateGraphemes("abc", 0)).toBe("");
  });
});

describe("truncateAtWord", () => {
  it("backs up to a word boundary", () => {
    expect(truncateAtWord("Designer based in Bengaluru", 20)).toBe("Designer based in");
    expect(truncateAtWord("short", 20)).toBe("short");
    expect(truncateAtWord("Supercalifragilistic", 5)).toBe("Super");
  });
});
