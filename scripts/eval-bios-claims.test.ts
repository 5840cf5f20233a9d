import { describe, expect, it } from "vitest";
import { cuedPlaceTerms, inventedClaims, placeTerm } from "./eval-bios-claims";

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

  it("counts a town the list does not know as a place when the description puts it after a word of place", () => {
    expect(
      cuedPlaceTerms("Travel vlogger. Currently in Bishkek, heading to Osh.", ["Travel vlogger", "Bishkek"]),
    ).toEqual(["Bishkek"]);
    expect(cuedPlaceTerms("I run a tea stall in Thamel making masala chai.", ["tea stall", "Thamel"])).toEqual([
      "Thamel",
    ]);
    // A subject after "in" is no place, nor a term that is not a name.
    expect(
      cuedPlaceTerms("Doing a bachelor's in Marine Science at the University of Ghana.", ["Marine Science"]),
    ).toEqual([]);
    expect(cuedPlaceTerms("Baker in Leeds since 2010.", ["since 2010"])).toEqual([]);
    expect(cuedPlaceTerms("I had a piece published in The Herald.", ["The Herald"])).toEqual([]);
  });
});
