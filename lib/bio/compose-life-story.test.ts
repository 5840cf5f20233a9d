import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { extractProfile } from "./extract";
import { ownPhraseItems } from "./extract/own-words";

// A life story names many jobs and places; what the person is or does now is who they are.
// The descriptions are written for these tests.

const allBios = (description: string) =>
  biosAcross(description, { platforms: ["instagram", "twitter", "linkedin", "tiktok"], seed: 11 });

describe("a life story: the present leads", () => {
  it("reads the clause about now as what the person is or does", () => {
    const items = ownPhraseItems(
      "Worked the line in Lisbon for years, and now I'm head chef at a seafood restaurant in Halifax.",
    );
    expect(items).toContainEqual({ text: "head chef at a seafood restaurant in Halifax", now: true });
    // "now I run…" is said as what they do: "Running…".
    expect(ownPhraseItems("Taught maths for a decade. Now I run a secondhand bookshop in Galway.")).toContainEqual({
      text: "running a secondhand bookshop in Galway",
      now: true,
    });
    // "I'm now doing my MBA at…": the studies they are doing now.
    expect(ownPhraseItems("Six years at a steel plant. I'm now doing my MBA at IIM Indore.")).toContainEqual({
      text: "doing my MBA at IIM Indore",
      now: true,
    });
    // A plan or a project is not who they are.
    const plan = ownPhraseItems("Food writer. My first book sold 8k copies, now working on the sequel.");
    expect(plan.filter((p) => p.now)).toEqual([]);
    // "now I run it with my uncle": "it" points back; alone it says nothing.
    expect(ownPhraseItems("My dad started this shop and now I run it with my uncle").map((p) => p.text)).not.toContain(
      "running it with my uncle",
    );
  });

  it("leads bios with the present, not the jobs and places the story left", () => {
    const story =
      "Psychology degree from Makerere, three years doing field surveys for an NGO in Gulu. I'm now a UX researcher at a fintech in Nairobi, mostly studying how market traders use mobile money.";
    const bios = allBios(story);
    expect(share(bios, "UX researcher")).toBeGreaterThan(0.6);
    expect(share(bios, "Nairobi")).toBeGreaterThan(0.6);
    const law =
      "I qualified as a barrister in Manchester and spent six years in criminal defence. After the twins I moved back to Limerick, and now I run my own small practice focused on family law.";
    const lawBios = allBios(law);
    expect(share(lawBios, "own small practice")).toBeGreaterThan(0.3);
    expect(extractProfile(law).places[0]).toBe("Limerick");
    expect(extractProfile(law).roles.map((r) => r.label)).toContain("barrister");
  });

  it("does not take a word that qualifies a title for the role", () => {
    const roles = (d: string) => extractProfile(d).roles.map((r) => r.label);
    expect(roles("Now I am a senior staff nurse in oncology in Bristol.")).not.toContain("senior");
    expect(roles("I'm a senior at Boise State, studying nursing.")).toContain("senior");
  });

  it("prints neither a step of the story nor a name run into the next sentence", () => {
    const brand =
      "We began roasting in a garage in Ballarat in 2016. Word got around, so we leased a warehouse and now supply 60 cafes across Victoria. Demand grew. The roastery is called Slow Drip. Tours monthly.";
    const bios = allBios(brand);
    for (const bio of bios) expect(bio).not.toMatch(/word got around|demand grew/i);
    expect(share(bios, "60 cafes")).toBeGreaterThan(0.2);
    const app = extractProfile("I'm now based in Perth, building an app called Unwind. Mostly I want people to rest.");
    expect(app.ownBrand).toBe("Unwind");
  });
});
