import { describe, expect, it } from "vitest";
import { composeBios } from "../compose";
import { buildFacts } from "../compose/facts";
import { extractProfile } from "../extract";
import { TONES } from "../types";

// Where a student studies, and roles they only hope for. The descriptions are written for these
// tests.

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe("extractProfile: the school after a word of study", () => {
  it("reads the capitalised name after 'studying … at', 'degree at', 'student at'", () => {
    expect(extractProfile("Now I'm studying law at Maynooth, second year").university).toBe("Maynooth");
    expect(extractProfile("Finishing a chemistry degree at Waikato.").university).toBe("Waikato");
    expect(extractProfile("Nursing student at St Brigid in Galway").university).toBe("St Brigid");
  });

  it("takes no employer, brand or city for a school", () => {
    expect(extractProfile("Spent a year at Google, now at Stripe").university).toBeUndefined();
    expect(extractProfile("Degree in design, designer at Canva").university).toBeUndefined();
    const p = extractProfile("Studying at Lisbon, part-time barista");
    expect(p.university).toBeUndefined();
    expect(p.places).toContain("Lisbon");
  });
});

describe("extractProfile: a role hoped for is not a role", () => {
  it("drops the role after 'want to become', 'hoping to be', 'dream of becoming'", () => {
    expect(labels(extractProfile("Biology student in Accra. I want to become a pharmacist.").roles)).not.toContain(
      "pharmacist",
    );
    expect(labels(extractProfile("Teaching assistant hoping to be a teacher one day").roles)).not.toContain("teacher");
    expect(labels(extractProfile("Pharmacist in Accra who trains new staff").roles)).toContain("pharmacist");
  });
});

describe("a life story that ends in study", () => {
  const story =
    "I drove a delivery van in Cork for nine years. At 34 I went back to school. Now in my first year of a nursing degree at Tralee.";

  it("leads with what the person studies now", () => {
    expect(buildFacts(extractProfile(story)).lead).toBe("First year of a nursing degree at Tralee");
  });

  it("never calls a current student an alum or a graduate", () => {
    const out = TONES.flatMap(
      (tone, t) => composeBios({ description: story, tone, platform: "instagram", seed: 3 + t }).variations,
    );
    for (const bio of out) expect(bio, bio).not.toMatch(/\balum|\bgraduat/i);
  });
});

describe("a role left behind", () => {
  it("is no role: 'after ten years as a…', 'spent six years as a…'", () => {
    expect(labels(extractProfile("After eight years as a ship's engineer in Hull, I opened a café").roles)).toEqual([]);
    expect(labels(extractProfile("Spent six years as a bank teller, now a florist in Derby").roles)).toEqual([
      "florist",
    ]);
  });
});
