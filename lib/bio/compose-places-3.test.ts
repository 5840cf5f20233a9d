import { describe, expect, it } from "vitest";
import { composeBios } from "./compose";
import { extractProfile } from "./extract";
import { PLATFORMS, TONES } from "./types";

// Two place classes found by writing new long descriptions: a place named before "or" in a
// later sentence ("lessons near Ghent or online") was not read, and a place the person has
// left ("moved from Seoul to Vancouver") was put in the bio as where they are.

function triples(description: string): string[][] {
  return TONES.flatMap((tone) =>
    PLATFORMS.map((platform) => [...composeBios({ description, tone, platform, seed: 4 }).variations]),
  );
}

describe("composeBios: where the person is now", () => {
  it("reads a place closing a clause before 'or'", () => {
    const description =
      "I have taught guitar for 12 years, mostly to adult beginners. Lessons at my flat near Leuven or over video.";
    expect(extractProfile(description).places).toContain("Leuven");
    for (const triple of triples(description)) expect(triple.join("\n")).toContain("Leuven");
  });

  it("puts a place the person has left behind the one they live in", () => {
    for (const [description, now, before] of [
      ["Relocated from Manila to Auckland in 2023, now a payroll officer at a logistics firm", "Auckland", "Manila"],
      ["Originally from Cork, a physio in Bristol treating runners", "Bristol", "Cork"],
    ] as const) {
      expect(extractProfile(description).places[0]).toBe(now);
      for (const triple of triples(description)) {
        const text = triple.join("\n");
        expect(text, text).toContain(now);
        expect(text, text).not.toMatch(new RegExp(`📍 ?${before}`));
      }
    }
  });
});

describe("a place whose name holds an article", () => {
  it("keeps the person and the place when the name reads like a word ('Hội An')", () => {
    for (const tone of ["professional", "casual", "bold"] as const) {
      const bios = composeBios({
        description: "timelapse photographer, Hội An lanterns",
        tone,
        platform: "instagram",
        seed: 4,
      }).variations;
      expect(bios.filter((b) => /photographer/i.test(b)).length, bios.join("\n")).toBeGreaterThanOrEqual(2);
      expect(
        bios.some((b) => b.includes("Hội An")),
        bios.join("\n"),
      ).toBe(true);
    }
  });
});
