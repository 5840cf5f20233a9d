import { analyzeCreativity, CALL_TO_ACTION_WORDS, countEmoji, wordsOf } from "@/lib/bio/creativity";
import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS, type Platform } from "@/lib/bio/types";
import { hashtagsOf, keywordsOf, segmentsOf, stem, syllables } from "./text";

// The analyzer's scores, each 0..100 with a concrete suggestion. Pure: the page, the API
// and the tests get the same numbers for the same bio (docs/product.md#bio-analyzer).

export type ScoreKey = "length" | "readability" | "keywords" | "callToAction" | "emoji" | "hashtags" | "creativity";

export interface Score {
  key: ScoreKey;
  label: string;
  /** 0..100; null when it cannot be scored (keyword fit without a niche). */
  score: number | null;
  /** What was measured, in a few words ("112 of 150 characters"). */
  detail: string;
  suggestion: string;
}

export const SCORE_LABELS: Record<ScoreKey, string> = {
  length: "Length",
  readability: "Readability",
  keywords: "Keyword fit",
  callToAction: "Call to action",
  emoji: "Emoji",
  hashtags: "Hashtags",
  creativity: "Creativity",
};

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** Graphemes against the platform's hard limit: full marks from 60% to 100% of it, none over it. */
export function lengthScore(bio: string, platform: Platform): Score {
  const used = graphemeLength(bio);
  const limit = PLATFORM_LIMITS[platform];
  const detail = `${used} of ${limit} characters`;
  const base = { key: "length" as const, label: SCORE_LABELS.length, detail };
  if (used > limit) {
    return {
      ...base,
      score: 0,
      suggestion: `Cut ${used - limit} characters: ${platformName(platform)} stops at ${limit}, so the end would be lost.`,
    };
  }
  const fill = used / limit;
  if (fill >= 0.6)
    return {
      ...base,
      score: 100,
      suggestion: "Good use of the space. Keep the most important words first: phones cut long bios.",
    };
  return {
    ...base,
    score: clamp((fill / 0.6) * 100),
    suggestion: `You have ${limit - used} characters left: add who you help, a proof point or where to go next.`,
  };
}

/**
 * Flesch reading ease over the bio's fragments (a bio is rarely full sentences), mapped to
 * 0..100 (reading ease 80 or more is full marks), less for fragments over 20 words.
 */
export function readabilityScore(bio: string): Score {
  const segments = segmentsOf(bio);
  const words = wordsOf(bio);
  const base = { key: "readability" as const, label: SCORE_LABELS.readability };
  if (words.length === 0) {
    return {
      ...base,
      score: 0,
      detail: "no words",
      suggestion: "Add a few words: emoji and symbols alone don't tell people who you are.",
    };
  }
  const perSegment = words.length / Math.max(1, segments.length);
  const perWord = words.reduce((sum, w) => sum + syllables(w), 0) / words.length;
  const ease = 206.835 - 1.015 * perSegment - 84.6 * perWord;
  const longest = Math.max(...segments.map((s) => wordsOf(s).length), 0);
  const score = clamp((ease / 80) * 100 - Math.max(0, longest - 20) * 3);
  const hard = words.filter((w) => syllables(w) >= 4);
  const detail = `${Math.round(perSegment)} words a phrase, reading ease ${Math.round(Math.max(0, Math.min(100, ease)))}`;
  let suggestion = "Easy to read at a glance.";
  if (longest > 20)
    suggestion = `Split your longest phrase (${longest} words) with a line break or a separator like | or •.`;
  else if (hard.length > 0 && score < 80) suggestion = `Swap long words for short ones: “${hard[0]}” could be simpler.`;
  else if (score < 80) suggestion = "Use shorter phrases: a bio is read in a second or two.";
  return { ...base, score, detail, suggestion };
}

/** How many of the niche's keywords the bio uses (by stem); not scored without a niche. */
export function keywordScore(bio: string, niche: string | undefined): Score {
  const base = { key: "keywords" as const, label: SCORE_LABELS.keywords };
  const keywords = keywordsOf(niche ?? "");
  if (keywords.length === 0) {
    return {
      ...base,
      score: null,
      detail: "no niche given",
      suggestion: "Add your niche or a short description to see whether your bio says it.",
    };
  }
  const stems = new Set(wordsOf(bio).map(stem));
  const found = keywords.filter((k) => stems.has(stem(k)));
  const missing = keywords.filter((k) => !found.includes(k));
  const score = clamp((found.length / Math.min(keywords.length, 4)) * 100);
  return {
    ...base,
    score,
    detail: `${found.length} of ${keywords.length} keywords`,
    suggestion:
      missing.length === 0 || score === 100
        ? "Your bio says what you do in your niche's own words: people searching for it will recognise you."
        : `Work in ${missing
            .slice(0, 3)
            .map((k) => `“${k}”`)
            .join(", ")}: people search for these words.`,
  };
}

const CTA_PHRASES =
  /(👇|⬇️|↓|👉|link (in|below)|tap (the )?link|check (out|it)|sign up|grab|get (your|the)|order|download|@\w|\S+@\S+\.\w+)/iu;

export function callToActionScore(bio: string): Score {
  const words = new Set(wordsOf(bio));
  const word = CALL_TO_ACTION_WORDS.find((w) => words.has(w));
  const phrase = CTA_PHRASES.exec(bio)?.[0];
  const base = { key: "callToAction" as const, label: SCORE_LABELS.callToAction };
  if (word || phrase) {
    return {
      ...base,
      score: 100,
      detail: `found “${word ?? phrase}”`,
      suggestion: "Clear next step. Make sure your link points where the call to action says.",
    };
  }
  return {
    ...base,
    score: 20,
    detail: "none found",
    suggestion:
      "End with one next step, such as “Shop the new drop 👇”, “DM me to book” or “Join the newsletter below”.",
  };
}

/** One to four emoji is full marks; none or a crowd scores less. */
export function emojiScore(bio: string): Score {
  const count = countEmoji(bio);
  const base = { key: "emoji" as const, label: SCORE_LABELS.emoji, detail: `${count} emoji` };
  if (count === 0)
    return {
      ...base,
      score: 50,
      suggestion: "Add one or two emoji that stand for what you do, e.g. 📸 for photos or 🍰 for baking.",
    };
  if (count <= 4) return { ...base, score: 100, suggestion: "A good amount: each emoji stands out." };
  return {
    ...base,
    score: clamp(100 - (count - 4) * 15),
    suggestion: `Trim to 4 emoji or fewer (you have ${count}) so the words carry the bio.`,
  };
}

const HASHTAG_ROOM: Record<Platform, number> = { instagram: 3, tiktok: 2, twitter: 2, linkedin: 3 };

/** Hashtags in a bio: a branded one or two helps, more reads as spam. */
export function hashtagScore(bio: string, platform: Platform): Score {
  const tags = hashtagsOf(bio);
  const room = HASHTAG_ROOM[platform];
  const base = {
    key: "hashtags" as const,
    label: SCORE_LABELS.hashtags,
    detail: `${tags.length} hashtag${tags.length === 1 ? "" : "s"}`,
  };
  if (tags.length === 0)
    return {
      ...base,
      score: 80,
      suggestion: "Optional: one branded hashtag (like #BakedByMaya) lets fans find your posts.",
    };
  if (tags.length <= room) return { ...base, score: 100, suggestion: "Hashtags in moderation: good." };
  return {
    ...base,
    score: clamp(100 - (tags.length - room) * 20),
    suggestion: `Keep ${room} hashtags at most in a ${platformName(platform)} bio (you have ${tags.length}); move the rest to your posts.`,
  };
}

/** The generator's own creativity score, with its first suggestion. */
export function creativityScore(bio: string): Score {
  const analysis = analyzeCreativity(bio);
  return {
    key: "creativity",
    label: SCORE_LABELS.creativity,
    score: analysis.overallScore,
    detail: analysis.level,
    suggestion: analysis.suggestions[0] ?? "A creative bio: it sounds like you.",
  };
}

export function platformName(platform: Platform): string {
  return { instagram: "Instagram", tiktok: "TikTok", twitter: "X", linkedin: "LinkedIn" }[platform];
}

export function allScores(bio: string, platform: Platform, niche?: string): Score[] {
  return [
    lengthScore(bio, platform),
    readabilityScore(bio),
    keywordScore(bio, niche),
    callToActionScore(bio),
    emojiScore(bio),
    hashtagScore(bio, platform),
    creativityScore(bio),
  ];
}

/** The mean of the scored items, rounded. */
export function overallScore(scores: readonly Score[]): number {
  const scored = scores.flatMap((s) => (s.score === null ? [] : [s.score]));
  return scored.length === 0 ? 0 : Math.round(scored.reduce((a, b) => a + b, 0) / scored.length);
}
