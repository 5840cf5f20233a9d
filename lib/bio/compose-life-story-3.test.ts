import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { extractProfile } from "./extract";

// Long stories read a third time: a relative spoken of for a whole clause ("my brother trained
// in Porto and is now an architect there"), the name of what the person started set off by a
// comma ("started Mama Tess's Grill, a Filipino food truck"), a name opening with an article
// ("Le Petit Four", "Das Kellerkino"), a neighbourhood named after a country ("Little Italy"),
// and the short forms people use for their city ("pdx", "jhb"). The descriptions are written
// for these tests.

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 41 + t * 5 + p });

const STORY =
  "I grew up in Cebu and trained as a nurse. My brother went to Porto to study architecture and is now an architect there; my sister settled in Perth. " +
  "In 2016 I moved to Vancouver, worked in a care home, then in 2020 started Mama Tess's Grill, a Filipino food truck on Main Street. We cater birthdays for up to 150 guests.";

describe("a life story's people, names and places", () => {
  it("never takes a relative's job or town for the person's", () => {
    const p = extractProfile(STORY);
    expect(p.roles.map((r) => r.label)).not.toContain("architect");
    expect(p.places[0]).toBe("Vancouver");
    for (const bio of allBios(STORY)) expect(bio).not.toMatch(/architect|Porto|Perth/);
  });

  it("reads the name of what the person started, set off by a comma", () => {
    expect(extractProfile(STORY).ownBrand).toBe("Mama Tess's Grill");
    expect(share(allBios(STORY), "Mama Tess's Grill")).toBeGreaterThan(0.4);
    expect(
      extractProfile("After years in banking we opened our own place: Le Petit Four, a French patisserie in Leeds.")
        .ownBrand,
    ).toBe("Le Petit Four");
    expect(
      extractProfile("In 2020 we turned the old cinema into Das Kellerkino, a bar with films on Sundays.").ownBrand,
    ).toBe("Das Kellerkino");
  });

  it("reads 'Little Italy' as a part of town, not the country", () => {
    for (const d of [
      "We opened a Korean fried chicken shop in Little Italy of all places, Montreal.",
      "Cannoli counter in Little Italy, Toronto, since 2011.",
    ])
      expect(extractProfile(d).places.filter((p) => /^Italy/.test(p))).toEqual([]);
  });

  it("reads the short forms people use for their city, in capitals", () => {
    expect(extractProfile("bike messenger n zine maker, pdx").places).toEqual(["PDX"]);
    expect(extractProfile("sneaker cleaning service in jhb, same-day").places).toEqual(["JHB"]);
    expect(share(allBios("bike messenger n zine maker, pdx"), "PDX")).toBeGreaterThan(0.4);
  });
});
