// Classes read from the eleventh held-out set's bios: a subject studied printed as the business,
// a line cut after "and" plus a verb, a town written in lowercase after "based in", a job the
// person used to do, the trades as a field of their own, a second verb after "now I …", a town
// after a year or a comma and after "my hometown of", a business that opens its own story, and a
// long first line that TikTok has no room for. The descriptions are written for these tests.

import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { composeBios } from "./compose";
import { TONES } from "./types";
import { extractProfile } from "./extract";

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 5 + t * 13 + p });

describe("reader classes: what was studied, and where a line may end", () => {
  it("never leads with a subject studied and the job after it, cut mid-sentence", () => {
    const bios = allBios(
      "Apotheke Weber has been in our family for three generations. My grandfather opened it in 1950 in Lahr. I studied pharmacy in Freiburg and worked in a clinic there for five years before taking over from my mother. We do prescriptions, travel vaccines and blood pressure checks.",
    );
    for (const bio of bios) {
      expect(bio).not.toMatch(/\band (?:trained|worked)\b/i);
      expect(bio).not.toMatch(/pharmacy in Freiburg/i);
    }
  });

  it("reads a town written in lowercase after 'based in' as the person's place, with its capital", () => {
    const bios = allBios("nail tech based in swansea wales 💅 gel, biab, chrome | 9k on insta | dm to book");
    expect(share(bios, "Swansea")).toBeGreaterThan(0.3);
    expect(bios.some((b) => /\bswansea\b/.test(b))).toBe(false);
    // Words said of a place, or in its stead, are no town.
    expect(extractProfile("copywriter based in sunny margate").places).toContain("Margate");
    expect(extractProfile("copywriter based in remote, mostly").places).toEqual([]);
    expect(extractProfile("baker living in hope lol").places).toEqual([]);
  });

  it("prints no job the person used to do as what they are", () => {
    const description =
      "I used to be a paramedic in Leeds. Now I run Hollow Oak, a tiny pottery studio in Hebden Bridge making mugs and planters.";
    expect(extractProfile(description).roles.map((r) => r.label)).not.toContain("paramedic");
    for (const bio of allBios(description)) expect(bio).not.toMatch(/paramedic/i);
  });

  it("knows the trades as a field: the role, a spanner, and lines that fit a workshop", () => {
    const description = "Electrician in Dundee, 15 years. Rewires, fuse boxes, EV chargers. Free quotes.";
    const profile = extractProfile(description);
    expect(profile.roles.map((r) => r.label)).toContain("electrician");
    expect(profile.domains[0]).toBe("trades");
    const bios = allBios(description);
    expect(share(bios, "electrician")).toBeGreaterThan(0.5);
    expect(bios.some((b) => b.includes("🔧"))).toBe(true);
    for (const bio of bios) expect(bio).not.toMatch(/🧶|🩺|handmade/i);
  });

  it("gives a second verb after 'now I …' the same form as the first", () => {
    const bios = allBios("Retired postman. Now I restore old radios and post the repairs, 3k followers.");
    expect(bios.some((b) => /restoring old radios and posting the repairs/i.test(b))).toBe(true);
    for (const bio of bios) expect(bio).not.toMatch(/restoring old radios and post\b/i);
  });

  it("finds a town said after a year, after a comma, and after 'my hometown of'", () => {
    expect(extractProfile("My grandmother opened the bakery in 1958 in Sète, in Occitanie.").places).toEqual(
      expect.arrayContaining(["Sète", "Occitanie"]),
    );
    const moved = extractProfile(
      "I was a sous-chef in Lisbon for ten years. I moved back to my hometown of Tavira and now I make sardine pâté.",
    );
    expect(moved.places[0]).toBe("Tavira");
  });

  it("leads with the name of a business that opens its own story", () => {
    const description =
      "The Harbour Street Choir was founded by fishermen's wives in 1902. We still sing every Thursday in the chapel hall, 40 voices strong, and we do weddings and Christmas concerts.";
    expect(extractProfile(description).ownBrand).toBe("Harbour Street Choir");
    const bios = allBios(description);
    expect(share(bios, "Harbour Street Choir")).toBeGreaterThan(0.2);
  });

  it("keeps the role on TikTok when the first line that names it is too long for the room", () => {
    const description = "plumber services fixing ur leaks since 2012 leeds area, no drip too small";
    for (const [t, tone] of TONES.entries()) {
      for (const seed of [3, 17, 29]) {
        for (const bio of composeBios({ description, tone, platform: "tiktok", seed: seed + t }).variations) {
          expect(bio.toLowerCase()).toContain("plumber");
        }
      }
    }
  });
});
