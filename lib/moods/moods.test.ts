import { describe, expect, it } from "vitest";
import { graphemeLength } from "@/lib/bio/graphemes";
import { MOODS } from "./moods";
import { weaveEmoji } from "./weave";

describe("mood sets", () => {
  it("has eight moods, each with distinct emoji that carry a name for screen readers", () => {
    expect(MOODS).toHaveLength(8);
    for (const mood of MOODS) {
      expect(new Set(mood.emoji.map((e) => e.emoji)).size).toBe(mood.emoji.length);
      for (const { emoji, name } of mood.emoji) {
        expect(graphemeLength(emoji)).toBe(1);
        expect(name.length).toBeGreaterThan(2);
      }
    }
  });
});

describe("weaveEmoji", () => {
  it("puts an emoji in front of each part of the bio, the rest at the end", () => {
    const result = weaveEmoji("Yoga teacher | Pune | Classes daily", ["🧘", "🌿", "☀️", "🍵"], "instagram");
    expect(result.bio).toBe("🧘 Yoga teacher | 🌿 Pune | ☀️ Classes daily 🍵");
    expect(result.added).toEqual(["🧘", "🌿", "☀️", "🍵"]);
  });

  it("works line by line and skips lines that already start with an emoji", () => {
    const result = weaveEmoji("☕ Barista\nLatte art\nLeeds", ["🎨", "📍"], "instagram");
    expect(result.bio).toBe("☕ Barista\n🎨 Latte art\n📍 Leeds");
  });

  it("never adds an emoji the bio already has", () => {
    const result = weaveEmoji("Baker 🍞 in Leeds", ["🍞", "🥐"], "instagram");
    expect(result.skipped).toEqual(["🍞"]);
    expect(result.bio).toBe("🥐 Baker 🍞 in Leeds");
  });

  it("stays within the platform limit and never cuts the bio's words", () => {
    const bio = "a".repeat(76);
    const result = weaveEmoji(bio, ["🔥", "🚀", "💯"], "tiktok");
    expect(graphemeLength(result.bio)).toBeLessThanOrEqual(80);
    expect(result.bio).toContain(bio);
    expect(result.added).toEqual(["🔥", "🚀"]);
    expect(result.skipped).toEqual(["💯"]);
  });

  it("counts a flag or a family as one character", () => {
    const result = weaveEmoji("x".repeat(146), ["🇮🇳", "👩‍👩‍👧"], "instagram");
    expect(result.added).toEqual(["🇮🇳", "👩‍👩‍👧"]);
    expect(graphemeLength(result.bio)).toBe(150);
  });
});
