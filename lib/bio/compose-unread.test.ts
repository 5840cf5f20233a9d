import { describe, expect, it } from "vitest";
import { composeBios } from "./compose";
import { extractProfile } from "./extract";
import { TONES } from "./types";

// Descriptions the lexicon only partly reads: an unlisted trade, an unlisted town, a family
// member named beside the person, a long honour. The descriptions are written for these tests.

function allBios(description: string): string[] {
  return TONES.flatMap((tone) =>
    (["instagram", "tiktok"] as const).flatMap((platform) => [
      ...composeBios({ description, tone, platform, seed: 4 }).variations,
    ]),
  );
}

const share = (bios: string[], term: string) =>
  bios.filter((b) => b.toLowerCase().includes(term.toLowerCase())).length / bios.length;

describe("composeBios: what the lexicon does not know", () => {
  it("leads with the person's own first words when no role or place is known", () => {
    expect(share(allBios("harpsichord tuner"), "harpsichord tuner")).toBeGreaterThan(0.9);
    // No punctuation at all: the start of the list, cut at a word.
    const bios = allBios("stonemason drystone walls garden steps lintels skipton ring anytime");
    expect(share(bios, "stonemason drystone")).toBeGreaterThan(0.9);
    for (const bio of bios) expect(bio).not.toMatch(/ring anytime/i);
  });

  it("keeps an unlisted town named after in / outside / around, not a subject", () => {
    expect(extractProfile("I run a tiny ceramics studio outside Hexham.").places).toEqual(["Hexham"]);
    expect(extractProfile("we repair fishing nets in Tobermory, since 1990").places).toEqual(["Tobermory"]);
    expect(extractProfile("degree in Geography, fluent in Welsh, baker").places).toEqual([]);
    expect(share(allBios("I run a tiny ceramics studio outside Hexham."), "Hexham")).toBeGreaterThan(0.3);
  });

  it("does not give the person the role of their family", () => {
    const p = extractProfile("my mother opened this bakery in 1979 and my sister runs the till. I do the bread.");
    expect(p.roles.map((r) => r.label)).not.toContain("mother");
    for (const bio of allBios("my dad started this hardware store and now I run it with my uncle"))
      expect(bio).not.toMatch(/\b(?:dad|uncle)s?\b(?! started)/i);
    // Their own family role still counts.
    expect(extractProfile("mom of three, pastry chef").roles.map((r) => r.label)).toContain("mom");
  });

  it("carries a long honour as proof, cut where it still says what was won", () => {
    const p = extractProfile("Won the Young Innovator medal for a solar dryer made from scrap tins. Student, 16.");
    const bios = allBios("Won the Young Innovator medal for a solar dryer made from scrap tins. Student, 16.");
    expect(share(bios, "Young Innovator medal")).toBeGreaterThan(0.3);
    expect(p.cleanText).toContain("Young Innovator");
  });

  it("reads a sound recordist and someone who writes threads as facts, not requests", () => {
    expect(share(allBios("field sound recordist"), "sound recordist")).toBeGreaterThan(0.9);
    expect(extractProfile("I write long threads about tidal energy").phrases).toContain(
      "I write long threads about tidal energy",
    );
  });
});
