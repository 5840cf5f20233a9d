import { describe, expect, it } from "vitest";
import { composeBios } from "./compose";
import { PLATFORMS, TONES, type Platform } from "./types";

// Facts first: every bio carries what the person said (two things when they said two), and
// filler only fills the room facts leave. The descriptions are written for these tests.

function rows(description: string, platforms: readonly Platform[] = PLATFORMS, seeds = [1, 2]) {
  return TONES.flatMap((tone) =>
    platforms.flatMap((platform) =>
      seeds.map((seed) => ({
        tone,
        platform,
        bios: [...composeBios({ description, tone, platform, seed }).variations],
      })),
    ),
  );
}

const carried = (bio: string, terms: string[]) => terms.filter((t) => bio.toLowerCase().includes(t.toLowerCase()));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

describe("composeBios: facts first", () => {
  it("puts the person's facts in every bio of every tone, two of them in most", () => {
    const terms = ["bicycle repair", "Ghent", "e-bikes", "used frames"];
    const all = rows("bicycle repair shop in Ghent. We fix e-bikes and sell used frames.");
    // TikTok's 80 characters may hold the field alone ("bikes"); the other platforms hold the facts.
    for (const { platform, bios } of all) {
      if (platform !== "tiktok") for (const bio of bios) expect(carried(bio, terms).length, bio).toBeGreaterThan(0);
    }
    const counts = all.flatMap((r) => r.bios).map((bio) => carried(bio, terms).length);
    expect(median(counts)).toBeGreaterThanOrEqual(2);
  });

  it("says a student's course or school in every bio, and the school once", () => {
    for (const { bios } of rows("ECE student, NIT Trichy")) {
      for (const bio of bios) {
        expect(carried(bio, ["ECE", "NIT Trichy"]).length, bio).toBeGreaterThan(0);
        expect(bio.match(/NIT Trichy/gi)?.length ?? 0, bio).toBeLessThanOrEqual(1);
      }
    }
  });

  it("keeps a place's capitals in the lowercase look", () => {
    for (const { bios } of rows("tattoo artist in Porto Alegre, fine line only", ["instagram"])) {
      const joined = bios.join("\n");
      expect(joined).not.toMatch(/porto alegre/);
    }
  });
});

describe("composeBios: things joined by a plus", () => {
  it("keeps both sides of a plus together, never one of the two alone", () => {
    for (const { tone, platform, bios } of rows("mechanic 🔧 vw + audi specialist | munich east")) {
      const whole = bios.filter((bio) => /\bvw \+ audi\b/i.test(bio));
      expect(whole.length, `${tone}/${platform}: ${bios.join(" || ")}`).toBeGreaterThan(0);
      for (const bio of bios) expect(/\baudi\b/i.test(bio) && !/\bvw\b/i.test(bio), bio).toBe(false);
    }
  });
});
