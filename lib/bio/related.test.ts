import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { graphemeLength } from "./graphemes";
import { DEFAULT_RELATED_COUNT, MAX_RELATED_COUNT, type RelatedBio, relatedBios } from "./related";
import { TONES } from "./types";
import { checkBio } from "./validate-bio";

const ORIGINAL = "Web developer in Lisbon 💻 Surfing before standup, coffee after. 5 years shipping apps";
const base = { originalBio: ORIGINAL, category: "tech-saas", tone: "casual", seed: 1 } as const;

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

function expectValid(list: RelatedBio[], original: string) {
  const seen = new Set([norm(original)]);
  for (const r of list) {
    expect(graphemeLength(r.bio)).toBeLessThanOrEqual(150);
    expect(checkBio(r.bio, "instagram"), r.bio).toEqual({ ok: true });
    expect(seen.has(norm(r.bio)), r.bio).toBe(false);
    seen.add(norm(r.bio));
    expect(r.approach.length).toBeGreaterThan(0);
    expect(r.inspiration.length).toBeGreaterThan(0);
  }
}

describe("relatedBios", () => {
  it("gives 5 by default, each a different approach", () => {
    const list = relatedBios(base);
    expect(list).toHaveLength(DEFAULT_RELATED_COUNT);
    expect(list.map((r) => r.approach)).toEqual([
      "Story-led",
      "Emoji-forward",
      "Question hook",
      "Numbers first",
      "Call to action",
    ]);
    expectValid(list, ORIGINAL);
  });

  it("builds on what the original says", () => {
    const [story, emoji, question] = relatedBios(base);
    expect(story?.bio).toMatch(/web developer in Lisbon/);
    expect(emoji?.bio.split("\n").length).toBeGreaterThanOrEqual(2);
    expect(emoji?.bio).toMatch(/📍 Lisbon/);
    expect(question?.bio).toMatch(/^Looking for a web developer\?/);
  });

  it("clamps the count to 1..10", () => {
    expect(relatedBios({ ...base, count: 0 })).toHaveLength(1);
    expect(relatedBios({ ...base, count: -3 })).toHaveLength(1);
    expect(relatedBios({ ...base, count: 3 })).toHaveLength(3);
    const ten = relatedBios({ ...base, count: 50 });
    expect(ten).toHaveLength(MAX_RELATED_COUNT);
    expectValid(ten, ORIGINAL);
    expect(relatedBios({ ...base, count: Number.NaN })).toHaveLength(DEFAULT_RELATED_COUNT);
  });

  it("is empty when the original is 10 characters or fewer", () => {
    expect(relatedBios({ ...base, originalBio: "" })).toEqual([]);
    expect(relatedBios({ ...base, originalBio: "  Developer!  " })).toEqual([]); // 10 after trim
    expect(relatedBios({ ...base, originalBio: "Developer!!" })).not.toEqual([]); // 11
  });

  it("is deterministic per seed and changes with it", () => {
    expect(relatedBios(base)).toEqual(relatedBios(base));
    const other = relatedBios({ ...base, seed: 2, count: 10 });
    expect(other).not.toEqual(relatedBios({ ...base, count: 10 }));
  });

  it("never repeats the original", () => {
    const original = "Yoga teacher | Bali";
    const list = relatedBios({ originalBio: original, tone: "bold", count: 10, seed: 4 });
    expect(list.length).toBeGreaterThan(0);
    expectValid(list, original);
  });

  it("handles brand voices and sparse bios", () => {
    const brand = "Handmade soy candles from our tiny studio. Small batch, big glow 🕯️";
    const brandList = relatedBios({ originalBio: brand, category: "business", tone: "professional", count: 8 });
    expect(brandList).toHaveLength(8);
    expectValid(brandList, brand);
    expect(brandList.map((r) => r.bio).join(" ")).not.toMatch(/\bNow I'm\b|by night/);

    const sparse = relatedBios({ originalBio: "just vibing with life", tone: "funny", count: 5, seed: 9 });
    expect(sparse).toHaveLength(5);
    expectValid(sparse, "just vibing with life");
  });

  it("uses the mission when the bio has one", () => {
    const list = relatedBios({
      originalBio: "Yoga teacher in Bali 🌴 helping women feel strong. Dog mom, matcha addict, sunrise chaser",
      tone: "inspirational",
      count: 10,
    });
    expect(list.find((r) => r.approach === "Mission-led")?.bio).toMatch(/^Helping women feel strong\./);
  });

  it.each(TONES)("keeps every bio valid in the %s tone", (tone) => {
    const list = relatedBios({ ...base, tone, count: 10 });
    expect(list).toHaveLength(10);
    expectValid(list, ORIGINAL);
  });

  it("stays valid and distinct for arbitrary text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", minLength: 11, maxLength: 200 }),
        fc.integer({ min: 0, max: 1000 }),
        (text, seed) => {
          const list = relatedBios({ originalBio: text, tone: "casual", seed, count: 5 });
          expectValid(list, text.trim());
        },
      ),
      { numRuns: 40 },
    );
  });
});
