import { describe, expect, it } from "vitest";
import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS } from "@/lib/bio/types";
import { analyzeBio } from "./analyze";

describe("analyzeBio", () => {
  it("scores every part and gives each a rewrite from the composer within the platform's limit", () => {
    const result = analyzeBio({
      bio: "I bake sourdough in Pune and teach weekend classes",
      platform: "tiktok",
      niche: "sourdough baking classes",
      tone: "casual",
    });
    expect(result.scores.map((s) => s.key)).toEqual([
      "length",
      "readability",
      "keywords",
      "callToAction",
      "emoji",
      "hashtags",
      "creativity",
    ]);
    expect(result.rewrites).toHaveLength(3);
    for (const s of result.scores) {
      expect(s.suggestion.length).toBeGreaterThan(10);
      expect(result.rewrites).toContain(s.example);
    }
    for (const r of result.rewrites) expect(graphemeLength(r)).toBeLessThanOrEqual(PLATFORM_LIMITS.tiktok);
  });

  it("is deterministic", () => {
    const input = { bio: "Coffee, code and cats", platform: "instagram" as const, tone: "funny" as const };
    expect(analyzeBio(input)).toEqual(analyzeBio(input));
  });
});
