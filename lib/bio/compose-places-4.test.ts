import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { extractProfile } from "./extract";
import { sanitizeDescription } from "./safety/sanitize-input";

// Places written with their region or with a short word inside the name, and descriptions
// drowned in repeated spam. The descriptions are written for these tests.

const allBios = (description: string) => biosAcross(description, { platforms: ["instagram", "tiktok"], seed: 5 });

describe("places as written, and the person behind the noise", () => {
  it("keeps a town with its region as one place", () => {
    expect(extractProfile("Farrier in Missoula, Montana. Shoeing horses since 2004.").places[0]).toBe(
      "Missoula, Montana",
    );
    expect(extractProfile("Piano tuner in Boise, ID.").places[0]).toBe("Boise, ID");
    expect(
      share(allBios("Farrier in Missoula, Montana. Shoeing horses since 2004."), "Missoula, Montana"),
    ).toBeGreaterThan(0.4);
    // A list of towns is not a town and its region.
    expect(extractProfile("Tailor with shops in Lisbon, Porto and Faro").places).not.toContain("Lisbon, Porto");
  });

  it("keeps a short word in capitals inside a place's name", () => {
    expect(extractProfile("We run a tiny noodle bar in Da Lat and a homestay in Hoi An.").places).toContain("Hoi An");
  });

  it("reads the person after words repeated as spam", () => {
    const spam = "FREE FOLLOWERS HERE ".repeat(25);
    const description = `${spam}glassblower with a studio in Murano, 15 years at the furnace`;
    expect(sanitizeDescription(description).text.match(/FREE FOLLOWERS/g)?.length ?? 0).toBeLessThanOrEqual(1);
    const bios = allBios(description);
    expect(share(bios, "glassblower")).toBeGreaterThan(0.5);
    for (const bio of bios) expect(bio).not.toMatch(/followers here/i);
  });

  it("does not leave a word that led to a removed link, nor lowercase a place in a proof", () => {
    const bios = allBios("Surf school in Ericeira. Rated 4.9 on tripadvisor.com. Trained 6 years in Tokyo as a chef.");
    for (const bio of bios) expect(bio).not.toMatch(/Rated 4\.9 on(?!\s+\p{L})/u);
    for (const bio of bios) expect(bio).not.toMatch(/in tokyo/);
  });

  it("does not take a word of an award's name for what a brand makes", () => {
    const p = extractProfile("Our cidery presses apples in Herefordshire. Silver at the National Cider Making Awards.");
    expect(p.offers.map((o) => o.toLowerCase())).not.toContain("awards");
  });
});
