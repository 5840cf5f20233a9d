import { describe, expect, it } from "vitest";
import { lowercaseAesthetic, withArticle } from "./text";

describe("withArticle", () => {
  it.each([
    ["UX designer", "a UX designer"],
    ["ux designer", "a ux designer"],
    ["SEO consultant", "an SEO consultant"],
    ["seo consultant", "an seo consultant"],
    ["illustrator", "an illustrator"],
    ["university student", "a university student"],
    ["honest baker", "an honest baker"],
    ["designer", "a designer"],
  ])("%s → %s", (phrase, expected) => {
    expect(withArticle(phrase)).toBe(expected);
  });
});

describe("lowercaseAesthetic", () => {
  it("lowers the words but keeps a place and a shop name as written", () => {
    expect(lowercaseAesthetic("Baker In Hoi An. Visit Ca$h & Co", ["Hoi An", "Ca$h & Co"])).toBe(
      "baker in Hoi An. visit Ca$h & Co",
    );
  });

  it("leaves a name alone inside a longer word", () => {
    expect(lowercaseAesthetic("Goan Food In Goa", ["Goa"])).toBe("goan food in Goa");
  });

  it("keeps an acronym inside a joined word, and never makes a lowercase 'us' the country", () => {
    expect(lowercaseAesthetic("ISA-certified Arborist, Well-Known", [])).toBe("ISA-certified arborist, well-known");
    expect(lowercaseAesthetic("Most of us ship to the US", ["US"])).toBe("most of us ship to the US");
  });
});
