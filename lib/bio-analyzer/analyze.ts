import { composeBios } from "@/lib/bio/compose";
import { hashString } from "@/lib/bio/compose/rng";
import type { Platform, Tone } from "@/lib/bio/types";
import { allScores, overallScore, type Score, type ScoreKey } from "./scores";

// The whole analysis of one bio: seven scores, each with a suggestion and a rewritten
// example from the built-in composer (the generator's engine, offline and deterministic).

export interface ScoredItem extends Score {
  /** The composer's rewrite that does best on this score. */
  example: string;
}

export interface BioAnalysis {
  bio: string;
  platform: Platform;
  overall: number;
  scores: ScoredItem[];
  /** The composer's three rewrites, within the platform's limit. */
  rewrites: string[];
}

export function analyzeBio(input: { bio: string; platform: Platform; niche?: string; tone: Tone }): BioAnalysis {
  const { bio, platform, niche, tone } = input;
  const scores = allScores(bio, platform, niche);
  // The composer reads the bio as the description of the person, plus their niche.
  const description = niche ? `${bio}\n${niche}` : bio;
  const rewrites = [...composeBios({ description, tone, platform, seed: hashString(description) }).variations];
  const rewriteScores = rewrites.map((r) => allScores(r, platform, niche));
  const at = (list: readonly Score[], key: ScoreKey) => list.find((s) => s.key === key)?.score ?? -1;
  return {
    bio,
    platform,
    overall: overallScore(scores),
    rewrites,
    scores: scores.map((score) => {
      let best = 0;
      rewriteScores.forEach((list, i) => {
        if (at(list, score.key) > at(rewriteScores[best] ?? [], score.key)) best = i;
      });
      return { ...score, example: rewrites[best] ?? bio };
    }),
  };
}
