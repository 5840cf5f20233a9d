import { describe, expect, it } from "vitest";
import { graphemeLength } from "@/lib/bio/graphemes";
import { CATALOGUE } from "@/lib/templates/catalogue";
import { unfilledIn } from "@/lib/templates/unfilled";
import { CATEGORIES } from "./categories";
import { examplesFor } from "./examples";

describe("examplesFor", () => {
  it("serves every category free catalogue bios with their sample values and a composed bio", () => {
    for (const category of CATEGORIES) {
      const { templates, composed } = examplesFor(category, CATALOGUE);
      expect(templates.length, category.id).toBeGreaterThanOrEqual(2);
      for (const t of templates) {
        const seed = CATALOGUE.find((s) => s.id === t.id);
        expect(seed?.isPremium).toBe(false);
        expect(category.templateCategories).toContain(seed?.category);
        expect(t.bio).not.toContain("{{");
      }
      expect(composed.length).toBeGreaterThan(10);
      expect(graphemeLength(composed)).toBeLessThanOrEqual(150);
      expect(unfilledIn(composed)).toEqual([]);
    }
  });
});
