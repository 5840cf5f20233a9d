import { describe, expect, it } from "vitest";
import { buildFacts } from "../compose/facts";
import { extractProfile } from "../extract";

// Descriptions that say "I am" and "in" in another language. Written for these tests.

const facts = (description: string) => buildFacts(extractProfile(description));

describe("a description in Portuguese, Spanish, French or Swahili", () => {
  it("leads with the person's own words after 'I am', without the 'I am'", () => {
    expect(facts("Sou ceramista em Florianópolis, faço canecas e pratos.").lead).toBe("Ceramista em Florianópolis");
    expect(facts("Soy tatuadora en Rosario. Diseños a mano.").lead).toMatch(/^Tatuadora en Rosario/);
  });

  it("reads the place after 'em', 'en', 'à' or 'dans'", () => {
    expect(extractProfile("Sou ceramista em Florianópolis, faço canecas.").places).toEqual(["Florianópolis"]);
    expect(extractProfile("Je suis fleuriste à Nantes.").places).toEqual(["Nantes"]);
  });

  it("prints no 'je suis' or 'soy' as part of a title", () => {
    const roles = extractProfile("Je suis boulangère à Nantes depuis 2012").roles.map((r) => r.label);
    expect(roles.join(" ")).not.toMatch(/\bje\b|\bsuis\b/);
  });

  it("takes making zines for making zines, not for running a literary magazine", () => {
    expect(extractProfile("Illustrator in Porto, I make zines and posters").ventures.map((v) => v.label)).not.toContain(
      "literary magazine",
    );
  });
});

describe("a life story's places", () => {
  it("puts the place the person works from now before the country they moved back to", () => {
    expect(
      extractProfile("I trained in Paris. Two years ago I moved back to Chile and now paint from Valparaíso.")
        .places[0],
    ).toBe("Valparaíso");
  });
});

describe("a place as written", () => {
  it("keeps its accents and its abbreviation", () => {
    expect(extractProfile("Tattoo artist based in Kraków").places).toEqual(["Kraków"]);
    expect(extractProfile("baker in kraków").places).toEqual(["Kraków"]);
    // With its region, as written.
    expect(extractProfile("Lobster fisherman in St. John's, Newfoundland").places[0]).toBe("St. John's, Newfoundland");
  });
});
