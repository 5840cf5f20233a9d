import { describe, expect, it } from "vitest";
import { inventedClaims, placeTerm } from "./eval-bios-claims";

describe("the eval's own reading of claims and places", () => {
  it("counts a salient term as a place only when it is that place, not a name with a place in it", () => {
    expect(placeTerm("Nairobi")).toEqual(["Nairobi"]);
    expect(placeTerm("downtown Chicago")).toEqual(["Chicago"]);
    expect(placeTerm("Plano, Texas")).toEqual(["Texas"]);
    expect(placeTerm("Bank of America")).toEqual([]);
    expect(placeTerm("moving to Germany")).toEqual([]);
    expect(placeTerm("TU Munich")).toEqual([]);
  });

  it("reads 'book nerd' as no offer to book, and 'book a call' as one", () => {
    expect(inventedClaims("Book nerd, tea drinker", "I read a lot and drink tea")).toEqual([]);
    expect(inventedClaims("Book a call today", "I read a lot and drink tea")).toContain("offer:book");
  });
});
