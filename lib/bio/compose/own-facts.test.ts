import { describe, expect, it } from "vitest";
import { ownFacts, shortenClause } from "./own-facts";

describe("shortenClause", () => {
  it("ends a long clause at a natural break, never inside a number", () => {
    expect(shortenClause("One of three vets for a farming town of 2,400", 44, 8)).toBe("One of three vets");
    expect(shortenClause("Baked 1,200 wedding cakes, then opened a shop", 28, 8)).toBe("Baked 1,200 wedding cakes");
  });
});

describe("shortenClause on a cut that would dangle", () => {
  it("never ends on a word that only leads to what was cut, nor inside a name", () => {
    expect(shortenClause("Glassblower living in Murano since the nineties", 24, 8)).toBe("Glassblower");
    expect(shortenClause("Mother of three and I started a blog about bread", 40, 8)).toBe("Mother of three");
    expect(shortenClause("Electrician and owner of Brightwire Electrical", 36, 8, true)).not.toMatch(/Brightwire$/);
  });
});

describe("a cut that ends on its subject, or leads with where", () => {
  it("never ends on 'I'm' or 'we're'", () => {
    expect(shortenClause("On campus I'm on the quarter-scale tractor team", 36, 8)).toBe("On campus");
    expect(shortenClause("Every Sunday we're at the farmers market in Totnes", 36, 8)).toBe("Every Sunday");
  });

  it("never leads with a clause that only says where", () => {
    const facts = ownFacts(["On campus I'm on the quarter-scale tractor team", "junior at Ohio State"], {
      roles: [],
      places: [],
      niches: ["engineering"],
      proofs: [],
      voice: "personal",
    });
    expect(facts.lead).toBeUndefined();
    expect(facts.own).toContain("junior at Ohio State");
  });

  it("cuts a title in another language before its setting, not inside a school's name", () => {
    expect(shortenClause("Nauczycielka angielskiego w szkole podstawowej w Gdańsku", 36, 8)).toBe(
      "Nauczycielka angielskiego",
    );
    expect(shortenClause("Estudiante de Universidad Nacional de Colombia", 36, 8) ?? "").not.toMatch(
      /(?:de|Nacional)$/,
    );
  });
});
