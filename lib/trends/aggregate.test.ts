import { describe, expect, it } from "vitest";
import { aggregateTrends, DAY_MS, MIN_GENERATIONS } from "./aggregate";
import type { GenerationSample } from "./terms";

const NOW = new Date("2026-11-26T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

function gen(
  userId: string,
  days: number,
  description: string,
  extra: Partial<GenerationSample> = {},
): GenerationSample {
  return { userId, createdAt: daysAgo(days), description, tone: "casual", variations: [], ...extra };
}

/** Filler: enough generations from enough people this week that there is data at all. */
function background(users = 6, perUser = 4): GenerationSample[] {
  return Array.from({ length: users * perUser }, (_, i) => gen(`bg${i % users}`, 1 + (i % 5), "weekly filler"));
}

describe("aggregateTrends", () => {
  it("says there is not enough data below the minimum, and shows no term at all", () => {
    const few = Array.from({ length: MIN_GENERATIONS - 1 }, (_, i) => gen(`u${i}`, 1, "pottery classes"));
    const report = aggregateTrends(few, NOW);
    expect(report.enoughData).toBe(false);
    expect(report.terms.keywords).toEqual([]);
    // Many generations but from fewer than five people is not enough either.
    const narrow = Array.from({ length: 40 }, (_, i) => gen(`u${i % 4}`, 1, "pottery classes"));
    expect(aggregateTrends(narrow, NOW).enoughData).toBe(false);
  });

  it("shows a term used by five different people this week, and hides it at four", () => {
    const five = [...background(), ...["a", "b", "c", "d", "e"].map((u) => gen(u, 2, "Sourdough baker"))];
    expect(aggregateTrends(five, NOW).terms.keywords.map((t) => t.term)).toContain("sourdough");
    // Four people, however often they use it, never reveal a term.
    const four = [
      ...background(),
      ...Array.from({ length: 12 }, (_, i) => gen(["a", "b", "c", "d"][i % 4] ?? "a", 2, "Sourdough baker")),
    ];
    expect(aggregateTrends(four, NOW).terms.keywords.map((t) => t.term)).not.toContain("sourdough");
  });

  it("counts this week against the average week before, and lists only what rose", () => {
    const samples = [
      ...background(),
      // "pottery": 6 this week, 3 in the three weeks before (1 a week): rising.
      ...Array.from({ length: 6 }, (_, i) => gen(`p${i}`, 3, "pottery teacher")),
      ...Array.from({ length: 3 }, (_, i) => gen(`p${i}`, 8 + i * 7, "pottery teacher")),
      // "yoga": 5 this week, 30 before (10 a week): falling, so not shown.
      ...Array.from({ length: 5 }, (_, i) => gen(`y${i}`, 2, "yoga flows")),
      ...Array.from({ length: 30 }, (_, i) => gen(`y${i % 5}`, 8 + (i % 20), "yoga flows")),
      // Older than four weeks: outside the window, not counted at all.
      ...Array.from({ length: 50 }, (_, i) => gen(`o${i}`, 29 + (i % 5), "pottery teacher")),
    ];
    const report = aggregateTrends(samples, NOW);
    const pottery = report.terms.keywords.find((t) => t.term === "pottery");
    expect(pottery).toEqual({ term: "pottery", thisWeek: 6, perWeekBefore: 1, users: 6 });
    expect(report.terms.keywords.map((t) => t.term)).not.toContain("yoga");
    expect(report.window.weekStart.toISOString()).toBe("2026-11-19T12:00:00.000Z");
    expect(report.window.from.toISOString()).toBe("2026-10-29T12:00:00.000Z");
    expect(report.generations.thisWeek).toBe(24 + 6 + 5);
  });

  it("finds tones, emoji and hashtags in the bios, and never turns handles, links or numbers into keywords", () => {
    const samples = [
      ...background(),
      ...["a", "b", "c", "d", "e"].map((u) =>
        gen(u, 1, "Call 555 0100 @myhandle https://example.com ceramics", {
          tone: "poetic",
          variations: ["Clay & calm 🏺 #Ceramics", "🏺 studio days #ceramics"],
        }),
      ),
    ];
    const { terms } = aggregateTrends(samples, NOW);
    expect(terms.tones.map((t) => t.term)).toContain("poetic");
    expect(terms.emoji).toEqual([{ term: "🏺", thisWeek: 5, perWeekBefore: 0, users: 5 }]);
    expect(terms.hashtags.map((t) => t.term)).toEqual(["#ceramics"]);
    expect(terms.keywords.map((t) => t.term)).toEqual(expect.arrayContaining(["ceramics"]));
    for (const t of terms.keywords) expect(t.term).not.toMatch(/myhandle|example|555|https/);
  });
});
