import { describe, expect, it } from "vitest";
import { shortenClause } from "./own-facts";

describe("shortenClause", () => {
  it("ends a long clause at a natural break, never inside a number", () => {
    expect(shortenClause("One of three vets for a farming town of 2,400", 44, 8)).toBe("One of three vets");
    expect(shortenClause("Baked 1,200 wedding cakes, then opened a shop", 28, 8)).toBe("Baked 1,200 wedding cakes");
  });
});
