import { describe, expect, it } from "vitest";
import { ACHIEVEMENTS, type ProgressFacts } from "./achievements";
import { ZERO_COUNTERS } from "./stats";
import { ALL_BADGES, badgeProgress, earnedBadges, EXTRA_BADGES } from "./badges";

const none: ProgressFacts = {
  ...ZERO_COUNTERS,
  level: 1,
  tonesTried: 0,
  platformsTried: 0,
  challengesCompleted: 0,
  generationHour: null,
};

describe("the eight achievements", () => {
  it.each([
    ["first-bio", "biosGenerated", 1],
    ["bio-master", "biosGenerated", 10],
    ["bio-legend", "biosGenerated", 50],
    ["template-explorer", "templatesUsed", 5],
    ["premium-explorer", "premiumTemplatesUsed", 3],
    ["social-sharer", "biosShared", 3],
    ["profile-perfectionist", "profilesCustomized", 1],
    ["streak-champion", "longestStreak", 7],
  ] as const)("%s is earned when %s reaches %i, not one before", (id, counter, target) => {
    const earned = (value: number) => earnedBadges({ ...none, [counter]: value }).map((b) => b.id);
    expect(earned(target - 1)).not.toContain(id);
    expect(earned(target)).toContain(id);
    expect(ACHIEVEMENTS.map((a) => a.id)).toContain(id);
  });

  it("count premium template uses for Premium Explorer", () => {
    const facts = { ...none, templatesUsed: 3 };
    expect(earnedBadges(facts).map((b) => b.id)).not.toContain("premium-explorer");
    expect(earnedBadges({ ...facts, premiumTemplatesUsed: 3 }).map((b) => b.id)).toContain("premium-explorer");
  });
});

describe("badges", () => {
  it("are at least 16 with unique ids, a rarity, an icon and a rule", () => {
    expect(ALL_BADGES.length).toBeGreaterThanOrEqual(16);
    expect(EXTRA_BADGES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ALL_BADGES.map((b) => b.id)).size).toBe(ALL_BADGES.length);
    for (const badge of ALL_BADGES) {
      expect(badge.icon).toMatch(/^[A-Z]/);
      expect(badge.howTo.length).toBeGreaterThan(10);
      expect(["common", "rare", "epic", "legendary"]).toContain(badge.rarity);
    }
  });

  it("earns nothing from nothing, and each rule at its target", () => {
    expect(earnedBadges(none)).toEqual([]);
    const ids = (facts: Partial<ProgressFacts>) => earnedBadges({ ...none, ...facts }).map((b) => b.id);
    expect(ids({ tonesTried: 7 })).not.toContain("tone-explorer");
    expect(ids({ tonesTried: 8 })).toContain("tone-explorer");
    expect(ids({ platformsTried: 4 })).toContain("platform-pro");
    expect(ids({ generationHour: 3 })).toEqual(["night-owl"]);
    expect(ids({ generationHour: 6 })).toEqual(["early-bird"]);
    expect(ids({ generationHour: 12 })).toEqual([]);
    expect(ids({ level: 5 })).toEqual(["level-5"]);
    expect(ids({ longestStreak: 3 })).toEqual(["streak-starter"]);
    expect(ids({ challengesCompleted: 6 })).toEqual(["first-challenge", "bio-scholar"]);
  });

  it("clamps progress and keeps an unlocked badge complete", () => {
    const master = ALL_BADGES.find((b) => b.id === "bio-master");
    if (!master) throw new Error("missing");
    expect(badgeProgress(master, { ...none, biosGenerated: 4 })).toMatchObject({
      progress: 4,
      maxProgress: 10,
      unlocked: false,
    });
    expect(badgeProgress(master, { ...none, biosGenerated: 40 }).progress).toBe(10);
    expect(badgeProgress(master, none, new Date("2026-03-01T00:00:00Z"))).toMatchObject({
      progress: 10,
      unlocked: true,
    });
  });
});
