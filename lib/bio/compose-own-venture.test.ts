import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { buildFacts } from "./compose/facts";
import { extractProfile } from "./extract";

// A small business named in the person's own word, and a sentence about running it. The
// descriptions are written for these tests.

const allBios = (description: string) =>
  biosAcross(description, { platforms: ["instagram", "twitter", "linkedin", "tiktok"], seed: 5 });
const words = (bio: string) => bio.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

describe("a venture in the person's own word", () => {
  it("prints the word they used, not the lexicon's headword, in the singular", () => {
    expect(extractProfile("We run a guesthouse in Keswick").ventures[0]?.label).toBe("guesthouse");
    expect(extractProfile("Two hostels in Galway, one dog").ventures[0]?.label).toBe("hostel");
    expect(extractProfile("Bookshop owner in Hay-on-Wye").ventures[0]?.label).toBe("bookshop");
    expect(extractProfile("We run a homestay in Coorg").ventures[0]?.label).toBe("homestay");
    const bios = allBios("I run a small guesthouse in Keswick with my husband");
    expect(bios.some((b) => /homestay/i.test(b))).toBe(false);
    expect(share(bios, "guesthouse")).toBeGreaterThan(0.9);
  });

  it("says a sentence about running the business once, not as a lead and again in full", () => {
    const description = "I run a small bakery in Leeds with my wife";
    const facts = buildFacts(extractProfile(description));
    expect(facts.lead).toBe("Bakery in Leeds with my wife");
    expect(facts.own).toEqual([]);
    for (const bio of allBios(description)) {
      expect(words(bio).filter((w) => w === "leeds")).toHaveLength(1);
    }
    expect(share(allBios(description), "Leeds")).toBeGreaterThan(0.95);
  });
});
