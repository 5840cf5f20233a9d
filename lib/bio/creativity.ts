import { countEmoji, graphemeLength } from "./graphemes";

// The creativity score (docs/product.md#generator): seven sub-scores (each 0..100) weighted into one
// overall score, plus the level table and the colour bands at 80, 60, 40.
// Pure and deterministic, so the page and the API show the same number for the same bio.

export type SubScoreKey =
  "uniqueness" | "creativeWords" | "engagement" | "length" | "emoji" | "wordDiversity" | "personality";

export type SubScores = Record<SubScoreKey, number>;

export interface BreakdownItem {
  key: SubScoreKey;
  label: string;
  /** 0..100 */
  score: number;
  /** Share of the overall score in percent; the seven weights add up to 100. */
  weight: number;
}

export type CreativityLevel =
  "Creativity Master" | "Creative Expert" | "Creative Pro" | "Rising Creator" | "Creative Explorer" | "Beginner";

export type ScoreBand = "excellent" | "good" | "fair" | "low";

export interface CreativityAnalysis {
  /** Integer 0..100. */
  overallScore: number;
  subScores: SubScores;
  breakdown: BreakdownItem[];
  suggestions: string[];
  level: CreativityLevel;
  nextLevelTarget: number;
  band: ScoreBand;
}

export const TARGET_LENGTH = 150;

export const CREATIVITY_WEIGHTS: Record<SubScoreKey, number> = {
  uniqueness: 25,
  creativeWords: 20,
  engagement: 20,
  length: 15,
  emoji: 10,
  wordDiversity: 5,
  personality: 5,
};

const LABELS: Record<SubScoreKey, string> = {
  uniqueness: "Uniqueness",
  creativeWords: "Creative words",
  engagement: "Engagement",
  length: "Length",
  emoji: "Emoji",
  wordDiversity: "Word diversity",
  personality: "Personality",
};

export const CREATIVE_WORDS = [
  "creative",
  "unique",
  "innovative",
  "visionary",
  "original",
  "imaginative",
  "artistic",
  "inspiring",
  "dreamer",
  "storyteller",
] as const;

export const CALL_TO_ACTION_WORDS = [
  "follow",
  "dm",
  "click",
  "visit",
  "join",
  "subscribe",
  "shop",
  "book",
  "contact",
  "link",
] as const;

export const PERSONALITY_WORDS = [
  "love",
  "passionate",
  "obsessed",
  "curious",
  "adventurous",
  "fun",
  "quirky",
  "enthusiast",
  "addict",
] as const;

const wordSegmenter = new Intl.Segmenter("en", { granularity: "word" });

export { countEmoji };

// Words as Unicode's word boundaries find them (UAX #29). For ASCII words among spaces,
// punctuation and emoji, the boundaries follow a few rules that a pattern can apply several
// times faster than the segmenter: letters, digits and "_" run together; "'", "." and ":"
// join two letters ("don't", "e.g"); ".", ",", ";" and "'" join two digits ("1,000"); the
// curly single quotes count as "'".
// Anything else (other scripts, combining marks, a joiner after a word) goes to the segmenter.
const ASCII_WORD = /[a-z0-9_]+(?:(?:(?<=[a-z])['‘’.:](?=[a-z])|(?<=[0-9])[.,;'‘’](?=[0-9]))[a-z0-9_]+)*/g;
const EXTENDER = "\\u200c\\u200d\\ufe0e\\ufe0f\\u20e3\\u{1f3fb}-\\u{1f3ff}\\u{e0020}-\\u{e007f}";
const PLAIN_TEXT = new RegExp(
  `^(?:[\\x00-\\x7f\\u2013\\u2014\\u2018\\u2019\\u201c\\u201d\\u2022\\u2026\\u{1f1e6}-\\u{1f1ff}${EXTENDER}]|(?!\\p{Alphabetic})\\p{Extended_Pictographic})*$`,
  "u",
);
// A joiner, variation selector, skin tone, keycap or tag right after a word character or a
// joining mark would be read as part of that word.
const EXTENDS_A_WORD = new RegExp(`[\\w'‘’.:,;][${EXTENDER}]`, "u");

/** Lower-cased words, apostrophes kept ("i'm"); emoji, digits-only and punctuation dropped. */
export function wordsOf(text: string): string[] {
  const lower = text.toLowerCase();
  if (PLAIN_TEXT.test(lower) && !EXTENDS_A_WORD.test(lower)) {
    return (lower.match(ASCII_WORD) ?? []).filter((w) => /[a-z]/.test(w)).map((w) => w.replace(/’/g, "'"));
  }
  const words: string[] = [];
  for (const { segment, isWordLike } of wordSegmenter.segment(lower)) {
    if (isWordLike && /\p{L}/u.test(segment)) words.push(segment.replace(/’/g, "'"));
  }
  return words;
}

// Distinct list words present: repeating "creative" three times must not max the score.
function countListWords(words: readonly string[], list: readonly string[]): number {
  const present = new Set(words);
  return list.filter((w) => present.has(w)).length;
}

function percent(count: number, full: number): number {
  return Math.min(100, Math.round((count / full) * 100));
}

export function computeSubScores(bio: string): SubScores {
  const text = bio.trim();
  const words = wordsOf(text);
  const emojiCount = countEmoji(text);
  const creativeCount = countListWords(words, CREATIVE_WORDS);
  const ctaCount = countListWords(words, CALL_TO_ACTION_WORDS);
  const wordDiversity = words.length === 0 ? 0 : percent(new Set(words).size, words.length);

  let uniqueness = 0;
  if (wordDiversity > 70) uniqueness += 20;
  if (emojiCount >= 1 && emojiCount <= 4) uniqueness += 20;
  if (/\d/.test(text)) uniqueness += 15;
  if (/\p{P}/u.test(text)) uniqueness += 15;
  if (creativeCount > 0) uniqueness += 30;

  return {
    uniqueness: Math.min(100, uniqueness),
    creativeWords: percent(creativeCount, 3),
    engagement: Math.min(100, 25 * ctaCount + (text.includes("?") ? 25 : 0)),
    length: percent(graphemeLength(text), TARGET_LENGTH),
    emoji: percent(emojiCount, 3),
    wordDiversity,
    personality: percent(countListWords(words, PERSONALITY_WORDS), 2),
  };
}

/** Weighted sum of the (rounded) sub-scores, so the breakdown a user sees adds up. */
export function overallFromSubScores(scores: SubScores): number {
  let total = 0;
  for (const key of Object.keys(CREATIVITY_WEIGHTS) as SubScoreKey[]) {
    total += scores[key] * CREATIVITY_WEIGHTS[key];
  }
  return Math.max(0, Math.min(100, Math.round(total / 100)));
}

const LEVELS: readonly { min: number; level: CreativityLevel; next: number }[] = [
  { min: 90, level: "Creativity Master", next: 100 },
  { min: 75, level: "Creative Expert", next: 90 },
  { min: 60, level: "Creative Pro", next: 75 },
  { min: 45, level: "Rising Creator", next: 60 },
  { min: 30, level: "Creative Explorer", next: 45 },
];

export function creativityLevel(score: number): {
  level: CreativityLevel;
  nextLevelTarget: number;
} {
  const row = LEVELS.find((l) => score >= l.min);
  return row ? { level: row.level, nextLevelTarget: row.next } : { level: "Beginner", nextLevelTarget: 30 };
}

/** Colour band of a score: 80+ excellent, 60+ good, 40+ fair, else low. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return "excellent";
  if (score >= 60) return "good";
  if (score >= 40) return "fair";
  return "low";
}

function suggestionFor(key: SubScoreKey, text: string, scores: SubScores): string {
  switch (key) {
    case "length": {
      const used = graphemeLength(text);
      return `Your bio uses ${used} of ${TARGET_LENGTH} characters: add what you do, who you help or where you are.`;
    }
    case "emoji": {
      const count = countEmoji(text);
      return count === 0
        ? "Add 1 to 3 emojis that show your interests, e.g. ✨ or 📸."
        : count >= 2
          ? "Add 1 more emoji that matches your interests."
          : "Add 2 more emojis that match your interests.";
    }
    case "creativeWords":
      return "Use a vivid word such as “creative”, “visionary”, “original” or “storyteller”.";
    case "engagement":
      return "End with a call to action (“Follow for…”, “DM me to…”, “Link below”) or ask a question.";
    case "personality":
      return "Show some personality: say what you love or what you are curious about.";
    case "wordDiversity":
      return "Avoid repeating the same words; swap repeats for more specific ones.";
    case "uniqueness":
      return uniquenessTip(text, scores);
  }
}

function uniquenessTip(text: string, scores: SubScores): string {
  const emojiCount = countEmoji(text);
  if (emojiCount > 4) return `Trim your emojis to 4 or fewer (you have ${emojiCount}) so each one stands out.`;
  if (!/\d/.test(text)) return "Add a number that proves something: years of experience, countries, clients.";
  if (scores.creativeWords === 0) return "Add one word that makes you stand out, such as “original” or “visionary”.";
  if (!/\p{P}/u.test(text)) return "Break your bio into parts with punctuation or separators like | or •.";
  return "Add a detail only you could write: a quirk, a number or a signature phrase.";
}

// Improve first where a sub-score loses the most overall points.
function buildSuggestions(text: string, scores: SubScores, max = 3): string[] {
  if (text === "") return ["Write a first draft of your bio to get a creativity score."];
  return (Object.keys(CREATIVITY_WEIGHTS) as SubScoreKey[])
    .filter((key) => scores[key] < 70)
    .map((key) => ({ key, loss: (100 - scores[key]) * CREATIVITY_WEIGHTS[key] }))
    .sort((a, b) => b.loss - a.loss)
    .slice(0, max)
    .map(({ key }) => suggestionFor(key, text, scores));
}

export function analyzeCreativity(bio: string): CreativityAnalysis {
  const text = bio.trim();
  const subScores = computeSubScores(text);
  const overallScore = overallFromSubScores(subScores);
  const breakdown = (Object.keys(CREATIVITY_WEIGHTS) as SubScoreKey[]).map((key) => ({
    key,
    label: LABELS[key],
    score: subScores[key],
    weight: CREATIVITY_WEIGHTS[key],
  }));
  return {
    overallScore,
    subScores,
    breakdown,
    suggestions: buildSuggestions(text, subScores),
    ...creativityLevel(overallScore),
    band: scoreBand(overallScore),
  };
}
