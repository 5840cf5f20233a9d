import { describe, expect, it } from "vitest";
import { composeBios } from "./compose";
import { analyzeCreativity } from "./creativity";
import { TONES } from "./types";

// The creativity score shown beside each bio: where the facts leave room, the tone's one-liners
// that fill it are the livelier ones, so most bios score "good" (60) or better. The descriptions
// are written for this test.
const DESCRIPTIONS = [
  "Locksmith in Swansea, 24/7 callouts",
  "I restore old pinball machines in my garage in Ghent",
  "Third year pharmacy student at the University of Otago",
  "We're a two-person bike repair shop in Tartu",
  "Midwife in Cork and a sea swimmer",
  "Tattoo artist in Lyon, fine line and botanical pieces",
  "Beekeeper selling raw honey at the Saturday market in Asheville",
  "Primary school teacher in Leeds who bakes too much",
  "Data analyst at a bank in Johannesburg",
  "We run a tiny ramen bar in Fukuoka with eight seats",
  "Wedding florist in Bath",
  "Retired firefighter, now carving spoons in Tasmania",
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

describe("creativity of composed bios", () => {
  it("rates four in five Instagram and X bios good or better", () => {
    const scores: number[] = [];
    DESCRIPTIONS.forEach((description, i) =>
      TONES.forEach((tone, t) => {
        for (const platform of ["instagram", "twitter"] as const) {
          const { variations } = composeBios({ description, tone, platform, seed: 3 + i * 17 + t });
          for (const bio of variations) scores.push(analyzeCreativity(bio).overallScore);
        }
      }),
    );
    expect(median(scores)).toBeGreaterThanOrEqual(62);
    // Four in five: the rest are bios whose facts fill the room.
    expect(scores.filter((s) => s >= 60).length / scores.length).toBeGreaterThanOrEqual(0.8);
  });
});
