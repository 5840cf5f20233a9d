import { describe, expect, it } from "vitest";
import { composeBios } from "./compose";
import { extractProfile } from "./extract";
import { PLATFORMS, TONES, type Platform } from "./types";

// Failure classes a reader found in the fourth held-out set's bios, each pinned with
// descriptions written for these tests: a school after a spaced "@", the place a life story
// ends in, places the work ships to, a place that only names where a product comes from, the
// name of a channel or a shop, code pasted before the description, and calls to action that
// point at a link the person never gave.

function bios(description: string, platforms: readonly Platform[] = PLATFORMS, seeds = [1, 2]): string[] {
  return TONES.flatMap((tone) =>
    platforms.flatMap((platform) =>
      seeds.flatMap((seed) => [...composeBios({ description, tone, platform, seed }).variations]),
    ),
  );
}

/** Share of the triples (one per tone, platform and seed) that carry `term`. */
function tripleShare(description: string, term: RegExp): number {
  const triples = TONES.flatMap((tone) =>
    PLATFORMS.flatMap((platform) =>
      [1, 2].map((seed) => composeBios({ description, tone, platform, seed }).variations),
    ),
  );
  return triples.filter((t) => t.some((b) => term.test(b))).length / triples.length;
}

describe("composeBios: the fourth held-out set's classes", () => {
  it("reads a spaced '@' as 'at': the field and the school are kept", () => {
    const description = "mech engg @ NIT Trichy, 3rd year";
    expect(extractProfile(description).university).toBe("NIT Trichy");
    expect(tripleShare(description, /mech engg|NIT Trichy/i)).toBe(1);
  });

  it("puts the place a life story ends in first", () => {
    const description =
      "Grew up in Ipoh, studied physiotherapy in Singapore, worked in KL for years, and now I run a physio clinic in Penang.";
    expect(extractProfile(description).places[0]).toBe("Penang");
    expect(tripleShare(description, /Penang/)).toBeGreaterThanOrEqual(0.95);
    for (const bio of bios(description))
      expect(bio, bio).not.toMatch(/📍 ?(?:Ipoh|Singapore)|based in (?:Ipoh|Singapore)/i);
  });

  it("reads a life story from the sentence about now", () => {
    const description =
      "I trained as a pharmacist in Manila and spent five years at a hospital in Riyadh. Moved to Auckland in 2018. These days I'm a community pharmacist in Ponsonby and I run a small podcast about medicine myths.";
    expect(extractProfile(description).places[0]).toBe("Ponsonby");
    expect(tripleShare(description, /Ponsonby/)).toBeGreaterThanOrEqual(0.95);
    for (const bio of bios(description)) expect(bio, bio).not.toMatch(/Manila|Riyadh/);
    const teacher =
      "Spent ten years as a line cook in Lisbon kitchens. Went back to college at 32. This year I became head of the culinary programme at a vocational school in Braga.";
    expect(extractProfile(teacher).places[0]).toBe("Braga");
  });

  it("does not take the places the work ships to, or a product's origin, for where the person is", () => {
    expect(
      extractProfile("We make leather sandals in Fes and ship to Europe, mostly France and Belgium").places,
    ).toEqual(["Fes"]);
    expect(extractProfile("Seville orange marmalade made in Dundee, stocked in delis across Scotland").places[0]).toBe(
      "Dundee",
    );
  });

  it("keeps the name of the person's channel or shop", () => {
    const channel = "The channel is Rice & Rain. I film paddy farming in Bohol with my lola";
    expect(extractProfile(channel).ownBrand).toBe("Rice & Rain");
    expect(tripleShare(channel, /Rice & Rain/)).toBeGreaterThanOrEqual(0.9);
    const shop = "Cedar & Sage is a tiny plant shop in Asheville. Repotting workshops every Sunday.";
    expect(extractProfile(shop).ownBrand).toBe("Cedar & Sage");
    expect(tripleShare(shop, /Cedar & Sage/i)).toBeGreaterThanOrEqual(0.9);
    expect(extractProfile("Shop name is Dar Jeld, leather goods from Fes").ownBrand).toBe("Dar Jeld");
    // "Co." ends no clause: the shop is not cut in two.
    for (const bio of bios("Saskatoon Berry Co. is a pie shop in Winnipeg"))
      expect(bio, bio).not.toMatch(/^is a\b|\bIs a pie/m);
  });

  it("drops JavaScript pasted before the description", () => {
    const description = "const bio = getBio(user); // TODO fix\n\nbeekeeper in Asturias, raw heather honey";
    const all = bios(description);
    for (const bio of all) expect(bio, bio).not.toMatch(/getBio|TODO|const\b|\buser\b|\bfix\b/i);
    expect(all.filter((b) => /beekeeper/i.test(b)).length).toBeGreaterThan(all.length / 2);
  });

  it("never points at a link the description does not have", () => {
    for (const description of ["timelapse photographer in Hội An", "retired teacher, grandmother of four, Galway"]) {
      for (const bio of bios(description)) expect(bio, bio).not.toMatch(/\blinks?\b|\bclick\b|\btap\b/i);
    }
    const withLink = bios("Candle maker in Leeds, shop at wickandwax.co.uk");
    expect(withLink.some((b) => /\blink\b/i.test(b))).toBe(true);
  });

  it("prints a role in the person's language as written, and reads no 'LA' into 'las'", () => {
    const description = "Avocat d'affaires à Dakar, conseil des startups";
    expect(extractProfile(description).roles.map((r) => r.label)).toEqual(["avocat"]);
    for (const bio of bios(description)) expect(bio, bio).not.toMatch(/\blawyer\b|\badvocate\b/i);
    expect(extractProfile("Hago pasteles para las fiestas en Quito").places).toEqual(["Quito"]);
    expect(extractProfile("nurse who worked the JET programme in Sapporo").roles.map((r) => r.label)).toEqual([
      "nurse",
    ]);
  });

  it("says 'selling' only for someone who sells", () => {
    for (const bio of bios("paddy farmer and vlogger in Bohol")) expect(bio, bio).not.toMatch(/\bsell(?:s|ing)?\b/i);
  });
});
