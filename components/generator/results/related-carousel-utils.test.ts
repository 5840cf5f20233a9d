import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { relatedBios } from "@/lib/bio/related";
import { indexForKey, isRelatedEligible, parseRelatedBios, swipeStep, wrapIndex } from "./related-carousel-utils";

describe("wrapIndex", () => {
  it("wraps past either end", () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(11, 5)).toBe(1);
    expect(wrapIndex(-6, 5)).toBe(4);
  });

  it("is 0 when there is nothing to show or the index is not a number", () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(NaN, 5)).toBe(0);
  });

  it("always lands inside 0..n-1", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 50 }), (i, n) => {
        const w = wrapIndex(i, n);
        return Number.isInteger(w) && w >= 0 && w < n && (((w - i) % n) + n) % n === 0;
      }),
    );
  });
});

describe("indexForKey", () => {
  it("moves with the arrows, wrapping around", () => {
    expect(indexForKey("ArrowRight", 0, 5)).toBe(1);
    expect(indexForKey("ArrowRight", 4, 5)).toBe(0);
    expect(indexForKey("ArrowLeft", 0, 5)).toBe(4);
    expect(indexForKey("Home", 3, 5)).toBe(0);
    expect(indexForKey("End", 1, 5)).toBe(4);
  });

  it("ignores other keys and empty carousels", () => {
    expect(indexForKey("Enter", 1, 5)).toBeNull();
    expect(indexForKey("ArrowDown", 1, 5)).toBeNull();
    expect(indexForKey("ArrowRight", 0, 0)).toBeNull();
  });
});

describe("swipeStep", () => {
  it("goes to the next slide on a left swipe and back on a right swipe", () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
  });

  it("ignores short or mostly vertical movements", () => {
    expect(swipeStep(-30, 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
  });
});

describe("isRelatedEligible", () => {
  it("asks exactly when the server has related bios to give", () => {
    for (const bio of ["Coffee lov", "Coffee love", "  Coffee lover  ", "🐾🐾🐾🐾🐾🐾🐾🐾🐾🐾", "🐾🐾🐾 dog mum 🐾"]) {
      expect(isRelatedEligible(bio), bio).toBe(relatedBios({ originalBio: bio, tone: "casual" }).length > 0);
    }
  });

  it("asks only for bios longer than 10 characters, counted as graphemes of the trimmed text", () => {
    expect(isRelatedEligible("0123456789")).toBe(false);
    expect(isRelatedEligible("01234567890")).toBe(true);
    expect(isRelatedEligible("   0123456789   ")).toBe(false);
    // Ten emoji are ten characters, not twenty-plus code units.
    expect(isRelatedEligible("👩🏽‍💻".repeat(10))).toBe(false);
    expect(isRelatedEligible("👩🏽‍💻".repeat(11))).toBe(true);
  });
});

describe("parseRelatedBios", () => {
  it("keeps well-formed entries", () => {
    const data = { relatedBios: [{ bio: "A bio", approach: "Question hook", inspiration: "Ask first." }] };
    expect(parseRelatedBios(data)).toEqual(data.relatedBios);
  });

  it("drops entries without a bio and fills a missing approach or inspiration", () => {
    const data = {
      relatedBios: [null, 3, { bio: "" }, { approach: "x" }, { bio: "Kept", approach: 7 }],
    };
    expect(parseRelatedBios(data)).toEqual([{ bio: "Kept", approach: "Fresh take", inspiration: "" }]);
  });

  it("returns nothing for answers of the wrong shape", () => {
    expect(parseRelatedBios(undefined)).toEqual([]);
    expect(parseRelatedBios("nope")).toEqual([]);
    expect(parseRelatedBios({ relatedBios: "nope" })).toEqual([]);
  });
});
