import { banVerdict, type BanVerdict } from "./banned";
import { toTag, type HashtagResult } from "./generate-hashtags";

// The model's hashtag suggestions, held to the same rules as the curated ones: a refused tag
// (spam, over-generic, restricted) is never offered and is listed with its reason; a tag is
// letters, digits and "_" only (anything else, such as a post count, drops the suggestion); a
// tag the taxonomy already has keeps its curated tier; and the model adds to the mid and niche
// tiers only: a broad tag claims a reach that only a post count could show, and none is verified.

export const MAX_AI_TAGS_PER_TIER = 5;
const TAG = /^#?[\p{L}\p{N}_]{2,30}$/u;

export interface AiTagSuggestions {
  mid: string[];
  niche: string[];
}

export function mergeAiTags(
  result: HashtagResult,
  ai: AiTagSuggestions,
): { result: HashtagResult; added: number; refused: BanVerdict[] } {
  const known = new Set([...result.tiers.broad, ...result.tiers.mid, ...result.tiers.niche, ...result.local]);
  const refused = new Map(result.refused.map((v) => [v.tag, v]));
  const newlyRefused: BanVerdict[] = [];
  const take = (raw: string[]) => {
    const kept: string[] = [];
    for (const item of raw) {
      const text = item.trim();
      if (!TAG.test(text)) continue;
      const tag = toTag(text);
      if (tag.length < 2 || /^\d+$/.test(tag) || known.has(tag)) continue;
      const verdict = banVerdict(tag);
      if (verdict) {
        if (!refused.has(verdict.tag)) newlyRefused.push(verdict);
        refused.set(verdict.tag, verdict);
        continue;
      }
      known.add(tag);
      kept.push(tag);
      if (kept.length === MAX_AI_TAGS_PER_TIER) break;
    }
    return kept;
  };
  const mid = take(ai.mid);
  const niche = take(ai.niche);
  return {
    result: {
      ...result,
      tiers: {
        broad: result.tiers.broad,
        mid: [...result.tiers.mid, ...mid],
        niche: [...result.tiers.niche, ...niche],
      },
      refused: [...refused.values()],
    },
    added: mid.length + niche.length,
    refused: newlyRefused,
  };
}
