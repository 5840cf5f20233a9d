import { describe, expect, it } from "vitest";
import { composeBios } from "./compose";
import { PLATFORMS, TONES, type Platform } from "./types";

// Every claim in a bio comes from the description: offers, roles, places and numbers. The
// descriptions here are written for these tests, apart from the eval's sets.

function allBios(
  description: string,
  seeds = [1, 2],
  platforms: readonly Platform[] = PLATFORMS,
): { tone: string; bios: string[] }[] {
  return TONES.flatMap((tone) =>
    platforms.flatMap((platform) =>
      seeds.map((seed) => ({ tone, bios: [...composeBios({ description, tone, platform, seed }).variations] })),
    ),
  );
}

const flat = (rows: { bios: string[] }[]) => rows.flatMap((r) => r.bios);

describe("composeBios: faithful to the description", () => {
  it("offers no service, collaboration or shop the person never mentioned", () => {
    const PRESUMED =
      /collab|\bbrands?\b|speaking|\bremote\b|portfolio|office hours|\bclients?\b|\bbook(?:ing)?\b|consultation|discovery call|partnership|\bshop\b|\borders?\b|internship/i;
    for (const description of ["plumber, fish keeper", "night-shift nurse who knits"]) {
      for (const bio of flat(allBios(description))) expect(bio).not.toMatch(PRESUMED);
    }
  });

  it("reads a word for what it is: a bookworm takes no bookings, and is said once", () => {
    for (const bio of flat(allBios("bookworm, cyclist, chemistry student"))) {
      expect(bio).not.toMatch(/\bbook(?:ing)?\b|consultation|call\b/i);
      expect(bio.match(/bookworm/gi)?.length ?? 0, bio).toBeLessThanOrEqual(1);
    }
  });

  it("prints no number the description does not give", () => {
    for (const bio of flat(allBios("baker and mother of 2"))) {
      for (const n of bio.match(/\d+/g) ?? []) expect(n, bio).toBe("2");
    }
  });

  it("gives no role the person did not name", () => {
    const ROLES =
      /storyteller|strategist|collaborator|problem solver|comedian|\bpoet\b|\bleader\b|\bdoctor\b|\bstudent\b/i;
    for (const bio of flat(allBios("dentist in Nashik, weekend birder"))) expect(bio).not.toMatch(ROLES);
  });

  it("does not take an object of the sentence for the person's role or passion", () => {
    const rows = allBios("co-founder of a startup that collects used cooking oil from hotels and cafes");
    for (const bio of flat(rows)) {
      expect(bio).not.toMatch(/\b(?:a|the)\s+(?:café|cafe|hotel)\b/i);
      expect(bio).not.toMatch(
        /(?:personality is|obsessed with|passionate about|love|curious about|addict).{0,12}cooking/i,
      );
    }
    for (const { bios } of rows) expect(bios.join("\n")).toMatch(/co-founder/i);
  });

  it("keeps study jokes for people who study", () => {
    for (const bio of flat(allBios("pottery teacher in Mysuru"))) {
      expect(bio).not.toMatch(/library|assignments?|all-nighters|exams?\b/i);
    }
  });
});

// TikTok's 80 characters hold the lead and a call to action; the rest needs the other platforms' room.
const ROOMY = PLATFORMS.filter((p) => p !== "tiktok");

describe("composeBios: specific first", () => {
  it("leads with niche, role and place together and carries the person's own specifics", () => {
    const rows = allBios(
      "street food vlogger from Indore reviewing poha stalls and late-night sarafa finds",
      [1],
      ROOMY,
    );
    for (const { bios } of rows) {
      expect(bios.join("\n")).toContain("Indore");
      expect(bios.join("\n")).toMatch(/poha/i);
    }
  });

  it("keeps the place as written, never the country", () => {
    for (const { bios } of allBios("potter from Bombay, 20 years at the wheel", [1])) {
      expect(bios.join("\n")).toContain("Bombay");
      for (const bio of bios) expect(bio).not.toMatch(/Mumbai|India/);
    }
  });

  it("carries the description's proof when it gives numbers", () => {
    for (const { bios } of allBios("bird photographer, 410 species logged across 12 states", [1], ROOMY)) {
      expect(bios.join("\n")).toMatch(/410 species/);
    }
  });
});
