import { describe, expect, it } from "vitest";
import { upcomingMoments } from "@/lib/moments/upcoming";
import { momentRelevance } from "./relevance";
import { FALLBACK_BIOS, templateSuggestions } from "./templates";
import { graphemeLength } from "@/lib/bio/graphemes";

describe("moments", () => {
  it("computes rule-based dates per year, each with its source", () => {
    const days = (from: string, n: number) => upcomingMoments(from, n).map((m) => `${m.id} ${m.date}`);
    expect(days("2026-11-20", 12)).toEqual([
      "thanksgiving 2026-11-26",
      "black-friday 2026-11-27",
      "small-business-saturday 2026-11-28",
      "cyber-monday 2026-11-30",
      "giving-tuesday 2026-12-01",
    ]);
    expect(days("2027-05-01", 10)).toContain("mothers-day-us 2027-05-09");
    expect(days("2026-03-01", 10)).toContain("womens-day 2026-03-08");
    const year = upcomingMoments("2026-01-01", 365);
    expect(year.every((m) => m.source.length > 0 && m.tags.length > 0)).toBe(true);
    expect(year.find((m) => m.id === "earth-day")?.source).toBe("source: Earth Day Network, 22 April");
  });

  it("crosses the new year", () => {
    expect(upcomingMoments("2026-12-30", 3).map((m) => m.date)).toEqual(["2026-12-31", "2027-01-01"]);
  });
});

describe("trend relevance", () => {
  const [blackFriday] = upcomingMoments("2026-11-27", 0);

  it("is closeness plus fit, and says so", () => {
    if (!blackFriday) throw new Error("Black Friday missing");
    const retail = momentRelevance(blackFriday, "2026-11-26", 30, "handmade jewelry retail shop");
    expect(retail.score).toBe(58 + 40);
    expect(retail.reason).toBe("Black Friday is tomorrow (58 of 60 for closeness) and it suits retail (40 of 40).");
    const coach = momentRelevance(blackFriday, "2026-11-26", 30, "yoga coach");
    expect(coach.score).toBe(58);
    expect(coach.reason).toMatch(/not aimed at your niche \(0 of 40\)/);
  });

  it("drops as the moment gets further away", () => {
    if (!blackFriday) throw new Error("Black Friday missing");
    const near = momentRelevance(blackFriday, "2026-11-26", 30, "shop").score;
    const far = momentRelevance(blackFriday, "2026-11-01", 30, "shop").score;
    expect(far).toBeLessThan(near);
  });
});

describe("template suggestions", () => {
  it("fit the niche, carry the content type's fallback bio and no made-up score", () => {
    const ideas = templateSuggestions({ contentType: "reel", niche: "vegan baking" });
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) {
      expect(idea.description).toContain("vegan baking");
      expect(idea.suggestedBio).toBe(FALLBACK_BIOS.reel);
      expect(idea.trendRelevance).toBeNull();
      expect(idea.engagementHooks.length).toBeGreaterThan(0);
    }
  });

  it("keeps every fallback bio within Instagram's 150 characters", () => {
    for (const bio of Object.values(FALLBACK_BIOS)) expect(graphemeLength(bio)).toBeLessThanOrEqual(150);
  });
});
