import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { modelAnswer } from "@/tests/support/mock-model";
import { enrichWithAi } from "./ai-hashtags";
import { BANNED_TAGS } from "./banned";
import { generateHashtags, type HashtagInput } from "./generate-hashtags";
import { mergeAiTags } from "./merge-ai-tags";

const input: HashtagInput = { industry: "food", niche: "home bakery", location: "Pune" };
const curated = generateHashtags(input, 1);
if (!curated) throw new Error("the food industry is in the taxonomy");
const allTags = (r: typeof curated) => [...r.tiers.broad, ...r.tiers.mid, ...r.tiers.niche, ...r.local];

describe("enrichWithAi", () => {
  it("filters banned and malformed tags out of the model's answer and lists the banned with their reason", async () => {
    const model = new MockLanguageModelV4({
      doGenerate: async () =>
        modelAnswer(
          JSON.stringify({
            mid: ["#followforfollow", "#punebakers", "#instagood", "like4like", "#sourdoughclub"],
            niche: ["#punehomebaker", "#eggless cakes", "#bakery (2.1M posts)", "#F4F", "#punecakes"],
          }),
        ),
    });
    const { result, engine } = await enrichWithAi(curated, input, { model });
    expect(engine).toBe("ai");
    const tags = allTags(result);
    for (const banned of BANNED_TAGS) expect(tags).not.toContain(banned);
    expect(result.tiers.mid).toEqual([...curated.tiers.mid, "punebakers", "sourdoughclub"]);
    expect(result.tiers.niche).toEqual([...curated.tiers.niche, "punehomebaker", "punecakes"]);
    // Nothing that carries a count, a space or a bracket becomes a tag.
    expect(tags.some((t) => /posts|eggless/.test(t))).toBe(false);
    expect(result.refused.map((v) => v.tag)).toEqual(
      expect.arrayContaining(["followforfollow", "instagood", "like4like", "f4f"]),
    );
    // The broad tier stays curated: the model cannot claim reach.
    expect(result.tiers.broad).toEqual(curated.tiers.broad);
  });

  it("falls back to the curated tags when the model fails or answers nonsense", async () => {
    const failing = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error("provider down");
      },
    });
    expect(await enrichWithAi(curated, input, { model: failing })).toEqual({ result: curated, engine: "composer" });
    const nonsense = new MockLanguageModelV4({ doGenerate: async () => modelAnswer('{"tags": 3}') });
    expect(await enrichWithAi(curated, input, { model: nonsense })).toEqual({ result: curated, engine: "composer" });
    expect(await enrichWithAi(curated, input, { model: null })).toEqual({ result: curated, engine: "composer" });
  });
});

describe("mergeAiTags", () => {
  it("keeps a curated tag in its curated tier and adds at most five a tier", () => {
    const known = curated.tiers.broad[0] ?? "";
    const many = Array.from({ length: 9 }, (_, i) => `punetreat${i}`);
    const { result, added } = mergeAiTags(curated, { mid: [known, ...many], niche: [] });
    expect(result.tiers.mid.filter((t) => t === known)).toHaveLength(0);
    expect(result.tiers.broad).toContain(known);
    expect(added).toBe(5);
  });
});
