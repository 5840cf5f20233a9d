import { describe, expect, it } from "vitest";
import {
  callToActionScore,
  creativityScore,
  emojiScore,
  hashtagScore,
  keywordScore,
  lengthScore,
  overallScore,
  readabilityScore,
} from "./scores";

describe("lengthScore", () => {
  it("counts graphemes against the platform's limit", () => {
    const family = "👩‍👩‍👧‍👦".repeat(10); // 10 graphemes, 110 code units
    expect(lengthScore(family, "tiktok").detail).toBe("10 of 80 characters");
  });

  it("gives full marks from 60% of the limit, none over it, with the cut needed", () => {
    expect(lengthScore("x".repeat(100), "instagram").score).toBe(100);
    expect(lengthScore("x".repeat(45), "instagram").score).toBe(50);
    const over = lengthScore("x".repeat(90), "tiktok");
    expect(over.score).toBe(0);
    expect(over.suggestion).toBe("Cut 10 characters: TikTok stops at 80, so the end would be lost.");
    expect(lengthScore("x".repeat(60), "instagram").suggestion).toMatch(/^You have 90 characters left/);
  });
});

describe("readabilityScore", () => {
  it("scores short plain phrases high", () => {
    const plain = readabilityScore("Baker in Pune. Fresh bread daily. Order below.");
    expect(plain.score).toBeGreaterThanOrEqual(80);
    expect(plain.suggestion).toBe("Easy to read at a glance.");
  });

  it("scores long words and run-on phrases low and names what to fix", () => {
    const dense = readabilityScore(
      "Interdisciplinary organizational communication professional facilitating transformational multidimensional collaborative initiatives",
    );
    expect(dense.score).toBeLessThan(30);
    expect(dense.suggestion).toMatch(/Swap long words for short ones: “interdisciplinary”/);
    const runOn = readabilityScore(`I ${"make and bake and sell ".repeat(6)}bread`);
    expect(runOn.suggestion).toMatch(/Split your longest phrase \(32 words\)/);
  });
});

describe("keywordScore", () => {
  it("is not scored without a niche", () => {
    expect(keywordScore("Anything", undefined)).toMatchObject({ score: null, detail: "no niche given" });
  });

  it("matches the niche's words by stem and names the missing ones", () => {
    const some = keywordScore("Wedding photographer in Lisbon", "wedding photography, elopements, portugal");
    expect(some.detail).toBe("2 of 4 keywords");
    expect(some.score).toBe(50);
    expect(some.suggestion).toBe("Work in “elopements”, “portugal”: people search for these words.");
    expect(keywordScore("Vegan baker 🍰", "vegan bakery").score).toBe(100);
  });
});

describe("callToActionScore", () => {
  it.each(["Follow for daily recipes", "New drop 👇", "DM me to book", "hello@studio.com"])(
    "finds one in %s",
    (bio) => {
      expect(callToActionScore(bio).score).toBe(100);
    },
  );

  it("suggests a next step when there is none", () => {
    const none = callToActionScore("Coffee, code and cats");
    expect(none.score).toBe(20);
    expect(none.suggestion).toMatch(/End with one next step/);
  });
});

describe("emojiScore", () => {
  it("gives full marks for 1 to 4, less for none or a crowd", () => {
    expect(emojiScore("Plain bio").score).toBe(50);
    expect(emojiScore("Baker 🍰 in Pune 🇮🇳").score).toBe(100);
    const crowd = emojiScore("✨🔥💯🙌🎉🌈");
    expect(crowd.score).toBe(70);
    expect(crowd.suggestion).toBe("Trim to 4 emoji or fewer (you have 6) so the words carry the bio.");
  });
});

describe("hashtagScore", () => {
  it("allows a few per platform and asks to move the rest to posts", () => {
    expect(hashtagScore("Baker #BakedByMaya", "instagram").score).toBe(100);
    expect(hashtagScore("No tags", "instagram").score).toBe(80);
    const many = hashtagScore("#a #b #c #d #e", "tiktok");
    expect(many.score).toBe(40);
    expect(many.suggestion).toBe("Keep 2 hashtags at most in a TikTok bio (you have 5); move the rest to your posts.");
    expect(hashtagScore("Email me at a#b", "instagram").detail).toBe("0 hashtags");
  });
});

describe("creativityScore", () => {
  it("is the generator's own creativity score", () => {
    const score = creativityScore("Creative storyteller ✨ Follow my journey");
    expect(score.score).toBeGreaterThan(40);
    expect(score.label).toBe("Creativity");
  });
});

describe("overallScore", () => {
  it("averages the scored items only", () => {
    const base = { label: "", detail: "", suggestion: "" };
    expect(
      overallScore([
        { ...base, key: "length", score: 100 },
        { ...base, key: "keywords", score: null },
        { ...base, key: "emoji", score: 50 },
      ]),
    ).toBe(75);
  });
});
