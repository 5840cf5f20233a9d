import { describe, expect, it } from "vitest";
import { graphemeLength } from "@/lib/bio/graphemes";
import { TONES } from "@/lib/bio/types";
import { CATALOGUE } from "./catalogue";
import { BUSINESS_CATEGORIES, PERSONAL_CATEGORIES, PROMOTION_TAGS, isBusinessCategory } from "./categories";
import { fillTemplate, placeholdersOf } from "./fill";
import { PLACEHOLDERS, sampleValues } from "./placeholders";

const personal = CATALOGUE.filter((t) => t.category !== "business");
const business = CATALOGUE.filter((t) => t.category === "business");
const samples = sampleValues();

describe("template catalogue", () => {
  it("has at least 200 templates with unique kebab-case ids", () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(200);
    const ids = CATALOGUE.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
  });

  it("prefixes every id with its category", () => {
    for (const t of CATALOGUE) {
      const prefix = t.category === "business" ? "biz-" : `${t.category.split("-")[0]}-`;
      expect(t.id.startsWith(prefix), t.id).toBe(true);
    }
  });

  it("gives every personal category at least 8 templates, free and premium", () => {
    for (const category of PERSONAL_CATEGORIES) {
      const inCategory = personal.filter((t) => t.category === category.id);
      expect(inCategory.length, category.id).toBeGreaterThanOrEqual(8);
      expect(
        inCategory.some((t) => t.isPremium),
        category.id,
      ).toBe(true);
      expect(
        inCategory.some((t) => !t.isPremium),
        category.id,
      ).toBe(true);
    }
    expect(personal.every((t) => PERSONAL_CATEGORIES.some((c) => c.id === t.category))).toBe(true);
  });

  it("makes every business template premium and tags it with a business category", () => {
    for (const t of business) {
      expect(t.isPremium, t.id).toBe(true);
      expect(t.tags.some(isBusinessCategory), t.id).toBe(true);
    }
  });

  it("has at least 5 templates per business category, promotions tagged as such", () => {
    for (const category of BUSINESS_CATEGORIES) {
      const tagged = business.filter((t) => t.tags.includes(category.id));
      expect(tagged.length, category.id).toBeGreaterThanOrEqual(5);
    }
    for (const t of business.filter((b) => b.tags.includes("promotion"))) {
      expect(
        t.tags.some((tag) => (PROMOTION_TAGS as readonly string[]).includes(tag)),
        t.id,
      ).toBe(true);
    }
  });

  it("uses valid tones, lowercase tags and short one-line descriptions", () => {
    for (const t of CATALOGUE) {
      expect(TONES, t.id).toContain(t.tone);
      expect(t.tags.length, t.id).toBeGreaterThanOrEqual(2);
      expect(t.tags.length, t.id).toBeLessThanOrEqual(5);
      for (const tag of t.tags) expect(tag, t.id).toMatch(/^[a-z0-9-]+$/);
      expect(new Set(t.tags).size, t.id).toBe(t.tags.length);
      expect(t.name.trim(), t.id).toBe(t.name);
      expect(t.description, t.id).toMatch(/^[A-Z].*\.$/);
      expect(t.description, t.id).not.toContain("\n");
    }
  });

  it("mixes the tones within each personal category", () => {
    for (const category of PERSONAL_CATEGORIES) {
      const tones = new Set(personal.filter((t) => t.category === category.id).map((t) => t.tone));
      expect(tones.size, category.id).toBeGreaterThanOrEqual(6);
    }
  });

  it("has a label and a sample for every placeholder it uses", () => {
    for (const t of CATALOGUE) {
      for (const name of placeholdersOf(t.template)) {
        expect(PLACEHOLDERS[name]?.label, `${t.id}: ${name}`).toBeTruthy();
        expect(PLACEHOLDERS[name]?.sample, `${t.id}: ${name}`).toBeTruthy();
      }
    }
  });

  it("fits 150 graphemes when filled with the samples, with nothing left over", () => {
    for (const t of CATALOGUE) {
      const filled = fillTemplate(t.template, samples, "bracket");
      expect(graphemeLength(filled), `${t.id}: ${filled}`).toBeLessThanOrEqual(150);
      expect(filled, t.id).not.toContain("{{");
      expect(filled, t.id).not.toContain("}}");
      expect(filled, t.id).not.toContain("[");
      expect(filled, t.id).toBe(filled.trim());
      expect(filled, t.id).not.toMatch(/ \n|\n\n| {2}/);
    }
  });

  it("has no duplicate template texts and unique names within a category", () => {
    const texts = CATALOGUE.map((t) => t.template);
    expect(new Set(texts).size).toBe(texts.length);
    const names = CATALOGUE.map((t) => `${t.category}/${t.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it("keeps most templates to a few placeholders", () => {
    for (const t of CATALOGUE) expect(placeholdersOf(t.template).length, t.id).toBeLessThanOrEqual(5);
  });
});
