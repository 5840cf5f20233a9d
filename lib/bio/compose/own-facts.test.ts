import { describe, expect, it } from "vitest";
import { shortenClause } from "./own-facts";

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
