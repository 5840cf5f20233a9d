import { describe, expect, it } from "vitest";
import { BUSINESS_CATEGORIES } from "@/lib/templates/categories";
import { banVerdict, BANNED_TAGS } from "./banned";
import { generateHashtags, splitNicheAndPlace, toTag } from "./generate-hashtags";
import { INDUSTRIES } from "./taxonomy";

const all = (r: NonNullable<ReturnType<typeof generateHashtags>>) => [
  ...r.tiers.broad,
  ...r.tiers.mid,
  ...r.tiers.niche,
  ...r.local,
  ...r.accepted,
  ...r.sets.flatMap((s) => s.tags.map((t) => t.slice(1))),
];

describe("hashtag taxonomy", () => {
  it("covers the twelve business categories and creator niches, with no banned tag in it", () => {
    for (const category of BUSINESS_CATEGORIES) expect(INDUSTRIES.map((i) => i.id)).toContain(category.id);
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(18);
    for (const industry of INDUSTRIES) {
      for (const tag of [...industry.broad, ...industry.mid, ...industry.niche]) {
        expect(banVerdict(tag), `${industry.id}: #${tag}`).toBeUndefined();
        expect(tag).toBe(toTag(tag));
      }
    }
  });
});

describe("generateHashtags", () => {
  it("makes local tags from 'home bakery, Pune' as typed", () => {
    const r = generateHashtags({ industry: "food", niche: "home bakery, Pune" }, 1);
    expect(r?.local).toEqual(expect.arrayContaining(["pune", "punebakery", "punefoodie", "punefood"]));
    expect(r?.tiers.niche[0]).toBe("homebakery");
    expect(r?.sets.find((s) => s.id === "local")?.tags).toContain("#punebakery");
    expect(splitNicheAndPlace("Cakes", "Koregaon Park, Pune").places).toEqual(["pune", "koregaonpark"]);
  });

  it("orders tiers from broad to niche and gives ready sets of 5 to 10 without repeats", () => {
    for (const industry of INDUSTRIES) {
      for (const seed of [0, 7, 99]) {
        const r = generateHashtags({ industry: industry.id }, seed);
        expect(r?.tiers.broad).toEqual(industry.broad);
        expect(r?.tiers.niche).toEqual(industry.niche);
        expect(r?.sets).toHaveLength(3);
        for (const set of r?.sets ?? []) {
          expect(set.tags.length).toBeGreaterThanOrEqual(5);
          expect(set.tags.length).toBeLessThanOrEqual(10);
          expect(new Set(set.tags).size).toBe(set.tags.length);
        }
      }
    }
  });

  it("never offers a banned tag, and refuses each one it meets with its reason", () => {
    const r = generateHashtags(
      { industry: "fitness", niche: "follow for follow", location: "Instagood", check: "#like4like #f4f #gymlife" },
      3,
    );
    expect(r).toBeDefined();
    if (!r) return;
    for (const tag of all(r)) expect(BANNED_TAGS).not.toContain(tag);
    const refused = Object.fromEntries(r.refused.map((v) => [v.tag, v.reason]));
    expect(refused.like4like).toMatch(/Engagement bait/);
    expect(refused.followforfollow).toMatch(/Engagement bait/);
    expect(refused.instagood).toMatch(/generic/);
    expect(r.accepted).toEqual(["gymlife"]);
    expect(r.source).toBe("curated");
  });

  it("is the same for a seed and unknown industries answer nothing", () => {
    expect(generateHashtags({ industry: "food", niche: "cakes" }, 5)).toEqual(
      generateHashtags({ industry: "food", niche: "cakes" }, 5),
    );
    expect(generateHashtags({ industry: "nope" })).toBeUndefined();
  });
});
