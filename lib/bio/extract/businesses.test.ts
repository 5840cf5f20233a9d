import { describe, expect, it } from "vitest";
import { composeBios } from "../compose";
import { buildFacts } from "../compose/facts";
import { extractProfile } from "../extract";
import { TONES } from "../types";

// What a person runs, named as they name it, where it is, and what it is called. The
// descriptions are written for these tests.

const labels = (items: { label: string }[]) => items.map((i) => i.label);
const bios = (description: string) =>
  TONES.flatMap((tone, t) => composeBios({ description, tone, platform: "instagram", seed: 11 + t }).variations);

describe("extractProfile: the business in the person's words", () => {
  it("names the business as written, with the words before its noun", () => {
    expect(labels(extractProfile("My mum opened our kebab-and-pizza shop in Rotherham in 1991").ventures)).toEqual([
      "kebab-and-pizza shop",
    ]);
    expect(labels(extractProfile("I run a bicycle repair kiosk by the station").ventures)).toEqual([
      "bicycle repair kiosk",
    ]);
    expect(labels(extractProfile("Family olive farm in Kalamata, cold-pressed oil").ventures)).toEqual(["olive farm"]);
    expect(labels(extractProfile("Small-batch kombucha company out of Denver.").ventures)).toEqual([
      "kombucha company",
    ]);
    expect(labels(extractProfile("We opened a tiny patisserie near the harbour").ventures)).toEqual(["patisserie"]);
  });

  it("takes no business from a job, someone else's farm or a bare noun", () => {
    expect(labels(extractProfile("Tattoo studio receptionist in Leeds").ventures)).toEqual([]);
    expect(labels(extractProfile("Summers on my aunt's farm taught me to love soil").ventures)).toEqual([]);
    expect(labels(extractProfile("I run the school's chess club").ventures)).toEqual([]);
    expect(labels(extractProfile("my shop is my happy place").ventures)).toEqual([]);
  });

  it("reads a pair joined by hyphens as one thing and a verb before an object as a verb", () => {
    const p = extractProfile("We're a mother-and-son team running a pottery studio in Stoke");
    expect(labels(p.roles)).toEqual([]);
    expect(labels(p.interests)).not.toContain("running");
    expect(labels(extractProfile("I love running and baking").interests)).toContain("running");
  });
});

describe("extractProfile: where the business is", () => {
  it("reads 'find us in', 'out of' and a place before the year it opened", () => {
    expect(extractProfile("Our bakery sells sourdough. Find us in Shah Alam near the mosque.").places).toEqual([
      "Shah Alam",
    ]);
    expect(extractProfile("Hot sauce company out of Boise.").places).toEqual(["Boise"]);
    expect(extractProfile("My grandad opened our bike shop in Ashbourne in 1968").places).toEqual(["Ashbourne"]);
  });

  it("reads where a product comes from, or is sold, as no home", () => {
    const p = extractProfile(
      "Coffee roastery in Nakuru. Beans sourced from Kericho; our blends are stocked in Kisumu.",
    );
    expect(p.places).toEqual(["Nakuru"]);
    expect(p.serviceAreas).toEqual(["Kisumu"]);
    expect(extractProfile("Tea shop, leaves imported from Darjeeling").places).toEqual(["Darjeeling"]);
  });
});

describe("extractProfile: the business's own name", () => {
  it("reads a name set after the business noun, but no place or day", () => {
    expect(extractProfile("Our deli, Salt Cellar, cures its own ham.").ownBrand).toBe("Salt Cellar");
    expect(extractProfile("Every week the podcast Night Shift Notes interviews nurses").ownBrand).toBe(
      "Night Shift Notes",
    );
    expect(extractProfile("I record ambient music under the name Quiet Harbour.").ownBrand).toBe("Quiet Harbour");
    expect(extractProfile("Our shop, Leeds, is open daily").ownBrand).toBeUndefined();
    expect(extractProfile("We run a bakery Monday to Friday").ownBrand).toBeUndefined();
  });
});

describe("buildFacts: a single-word business with its place", () => {
  it("leads with 'Bakery in Ancoats' after a past job, the town they came home to first", () => {
    const p = extractProfile(
      "After twelve years as a cruise-ship baker in Miami, I came home to Manchester. I opened a small bakery in Ancoats in 2021.",
    );
    expect(buildFacts(p).lead).toBe("Bakery in Ancoats");
    expect(p.places[0]).toBe("Manchester");
  });
});

describe("composeBios: a life story leads with the business the person runs now", () => {
  it("says the shop and its town instead of the jobs before it", () => {
    const out = bios(
      "My grandad opened our bike shop in Ashbourne in 1968. I worked in insurance in Derby for years, then came back to run it in 2012.",
    );
    const withShop = out.filter((b) => /bike shop/i.test(b) && /Ashbourne/.test(b));
    expect(withShop.length / out.length).toBeGreaterThanOrEqual(0.8);
  });
});
