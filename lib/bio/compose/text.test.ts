import { describe, expect, it } from "vitest";
import { withArticle } from "./text";

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
