import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CREATIVITY_WEIGHTS,
  analyzeCreativity,
  computeSubScores,
  countEmoji,
  creativityLevel,
  overallFromSubScores,
  scoreBand,
  wordsOf,
} from "./creativity";

describe("computeSubScores", () => {
  it("pins every formula on a hand-computed bio", () => {
    // 56 graphemes; words: creative designer years follow for daily inspo (7, all unique);
    // 1 emoji; 1 creative word; "follow" + "?"; no personality word; "10" is a digit; "?" is punctuation.
    const bio = "Creative designer ✨ | 10 years | Follow for daily inspo?";
    expect(computeSubScores(bio)).toEqual({
      length: 37, // 56 / 150 = 37.3 %
      emoji: 33, // 1 / 3
      creativeWords: 33, // 1 / 3
      engagement: 50, // 25 (follow) + 25 (?)
      personality: 0,
      wordDiversity: 100, // 7 / 7
      uniqueness: 100, // 20 diversity + 20 emoji + 15 digit + 15 punctuation + 30 creative
    });
    // (100·25 + 33·20 + 50·20 + 37·15 + 33·10 + 100·5 + 0·5) / 100 = 55.45
    const analysis = analyzeCreativity(bio);
    expect(analysis.overallScore).toBe(55);
    expect(analysis.level).toBe("Rising Creator");
    expect(analysis.nextLevelTarget).toBe(60);
    expect(analysis.band).toBe("fair");
  });

  it("scores an empty bio as zero", () => {
    const analysis = analyzeCreativity("   ");
    expect(analysis.overallScore).toBe(0);
    expect(Object.values(analysis.subScores).every((s) => s === 0)).toBe(true);
    expect(analysis.level).toBe("Beginner");
    expect(analysis.nextLevelTarget).toBe(30);
    expect(analysis.band).toBe("low");
    expect(analysis.suggestions).toHaveLength(1);
  });

  it("caps length at 100 and counts graphemes, not code units", () => {
    expect(computeSubScores("a".repeat(300)).length).toBe(100);
    expect(computeSubScores("a".repeat(75)).length).toBe(50);
    // 75 family emoji are 75 graphemes (but hundreds of UTF-16 units).
    expect(computeSubScores("👨‍👩‍👧".repeat(75)).length).toBe(50);
  });

  it("counts emoji per grapheme cluster and caps the emoji score", () => {
    expect(countEmoji("👩🏽‍💻")).toBe(1);
    expect(countEmoji("🇫🇷 1️⃣ ❤️")).toBe(3);
    expect(countEmoji("123 abc # *")).toBe(0);
    expect(computeSubScores("hi ✨✨").emoji).toBe(67);
    expect(computeSubScores("hi ✨✨✨✨✨").emoji).toBe(100);
  });

  it("reads words at Unicode's word boundaries", () => {
    expect(wordsOf("Don’t stop: e.g. 1,000 plants, a_b & co-founder 10k+ 👩🏽‍💻dev")).toEqual([
      "don't",
      "stop",
      "e.g",
      "plants",
      "a_b",
      "co",
      "founder",
      "10k",
      "dev",
    ]);
    const segmenter = new Intl.Segmenter("en", { granularity: "word" });
    const reference = (s: string) =>
      [...segmenter.segment(s.toLowerCase())]
        .filter((w) => w.isWordLike && /\p{L}/u.test(w.segment))
        .map((w) => w.segment.replace(/’/g, "'"));
    const pieces = [
      ..."abXZ019_'.:,;@#-/ \n!?\"()&+%",
      ..."’‘–—•…“”·é",
      "\u200d",
      "\ufe0f",
      "\u20e3",
      "\u00ad",
      "🏽",
      "🇮🇳",
      "👩",
      "✨",
      "©",
      "ℹ",
      "Ⓜ",
      "🅰",
    ];
    // Found by this property once in about 120,000 runs: a joiner after a curly opening quote.
    expect(wordsOf("a‘\u200da")).toEqual(reference("a‘\u200da"));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), (parts) => {
        const s = parts.join("");
        expect(wordsOf(s)).toEqual(reference(s));
      }),
      { numRuns: 2000 },
    );
  });

  it("gives the uniqueness emoji points only for 1 to 4 emoji", () => {
    // "hey" alone: diversity 100 → 20; nothing else.
    expect(computeSubScores("hey").uniqueness).toBe(20);
    expect(computeSubScores("hey ✨").uniqueness).toBe(40);
    expect(computeSubScores("hey ✨✨✨✨").uniqueness).toBe(40);
    expect(computeSubScores("hey ✨✨✨✨✨").uniqueness).toBe(20);
  });

  it("adds each uniqueness part once and never exceeds 100", () => {
    expect(computeSubScores("hey 7").uniqueness).toBe(35); // diversity + digit
    expect(computeSubScores("hey!").uniqueness).toBe(35); // diversity + punctuation
    expect(computeSubScores("original").uniqueness).toBe(50); // diversity + creative
    expect(computeSubScores("go go go go").uniqueness).toBe(0); // diversity 25, not above 70
    expect(computeSubScores("Original ✨ 7!").uniqueness).toBe(100);
  });

  it("counts distinct creative and personality words", () => {
    expect(computeSubScores("creative creative creative").creativeWords).toBe(33);
    expect(computeSubScores("creative visionary dreamer").creativeWords).toBe(100);
    expect(computeSubScores("creative visionary dreamer original").creativeWords).toBe(100);
    expect(computeSubScores("I love coffee").personality).toBe(50);
    expect(computeSubScores("curious and fun").personality).toBe(100);
    expect(computeSubScores("uncreative").creativeWords).toBe(0); // whole words only
  });

  it("gives 25 per call-to-action word and 25 for a question, capped", () => {
    expect(computeSubScores("DM me").engagement).toBe(25);
    expect(computeSubScores("Why not?").engagement).toBe(25);
    expect(computeSubScores("Follow, join, shop?").engagement).toBe(100);
    expect(computeSubScores("follow dm click visit join?").engagement).toBe(100);
  });

  it("measures word diversity as unique words over words", () => {
    expect(computeSubScores("one two two two").wordDiversity).toBe(50);
    expect(computeSubScores("One one ONE").wordDiversity).toBe(33);
    expect(wordsOf("I’m 25, I'm here ✨")).toEqual(["i'm", "i'm", "here"]);
  });
});

describe("overallFromSubScores", () => {
  it("weights add up to 100 percent", () => {
    expect(Object.values(CREATIVITY_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("applies each weight", () => {
    const zero = {
      uniqueness: 0,
      creativeWords: 0,
      engagement: 0,
      length: 0,
      emoji: 0,
      wordDiversity: 0,
      personality: 0,
    };
    expect(overallFromSubScores({ ...zero, uniqueness: 100 })).toBe(25);
    expect(overallFromSubScores({ ...zero, creativeWords: 100 })).toBe(20);
    expect(overallFromSubScores({ ...zero, engagement: 100 })).toBe(20);
    expect(overallFromSubScores({ ...zero, length: 100 })).toBe(15);
    expect(overallFromSubScores({ ...zero, emoji: 100 })).toBe(10);
    expect(overallFromSubScores({ ...zero, wordDiversity: 100 })).toBe(5);
    expect(overallFromSubScores({ ...zero, personality: 100 })).toBe(5);
  });

  it("is an integer in 0..100 for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (s) => {
        const { overallScore, subScores, breakdown } = analyzeCreativity(s);
        expect(Number.isInteger(overallScore)).toBe(true);
        expect(overallScore).toBeGreaterThanOrEqual(0);
        expect(overallScore).toBeLessThanOrEqual(100);
        for (const v of Object.values(subScores)) expect(v >= 0 && v <= 100).toBe(true);
        expect(breakdown).toHaveLength(7);
      }),
    );
  });
});

describe("creativityLevel", () => {
  it.each([
    [100, "Creativity Master", 100],
    [90, "Creativity Master", 100],
    [89, "Creative Expert", 90],
    [75, "Creative Expert", 90],
    [74, "Creative Pro", 75],
    [60, "Creative Pro", 75],
    [59, "Rising Creator", 60],
    [45, "Rising Creator", 60],
    [44, "Creative Explorer", 45],
    [30, "Creative Explorer", 45],
    [29, "Beginner", 30],
    [0, "Beginner", 30],
  ])("%i → %s (next %i)", (score, level, next) => {
    expect(creativityLevel(score)).toEqual({ level, nextLevelTarget: next });
  });
});

describe("scoreBand", () => {
  it.each([
    [100, "excellent"],
    [80, "excellent"],
    [79, "good"],
    [60, "good"],
    [59, "fair"],
    [40, "fair"],
    [39, "low"],
    [0, "low"],
  ])("%i → %s", (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});

describe("analyzeCreativity", () => {
  it("lists the breakdown with labels and weights", () => {
    const { breakdown } = analyzeCreativity("Creative soul ✨");
    expect(breakdown.map((b) => [b.label, b.weight])).toEqual([
      ["Uniqueness", 25],
      ["Creative words", 20],
      ["Engagement", 20],
      ["Length", 15],
      ["Emoji", 10],
      ["Word diversity", 5],
      ["Personality", 5],
    ]);
  });

  it("suggests fixes for the weakest sub-scores first", () => {
    // Uniqueness 20 (loses 80 × 25), creative words 0 and engagement 0 (100 × 20 each)
    // tie at 20 points; length 11 loses 13.35 and comes fourth, so it is left out.
    const { suggestions } = analyzeCreativity("Plumber in Leeds");
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0]).toMatch(/Add a number/);
    expect(suggestions[1]).toMatch(/vivid word/);
    expect(suggestions[2]).toMatch(/call to action/);
  });

  it("makes suggestions concrete", () => {
    const { suggestions } = analyzeCreativity("go go go go go go ✨✨✨✨✨✨");
    expect(suggestions.join(" ")).toMatch(/you have 6/);
    const short = analyzeCreativity("Hi ✨ 10 original things, follow? love fun");
    expect(short.suggestions.join(" ")).toMatch(/uses 41 of 150 characters/);
  });

  it("has nothing to fix on a strong bio", () => {
    const bio =
      "Creative visionary storyteller ✨📸🎬 10 years turning curious ideas into original films. I love fun shoots! Follow, DM or book me?";
    const analysis = analyzeCreativity(bio);
    expect(analysis.overallScore).toBeGreaterThanOrEqual(90);
    expect(analysis.level).toBe("Creativity Master");
    expect(analysis.suggestions).toEqual([]);
  });
});
