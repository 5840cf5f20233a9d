import { describe, expect, it } from "vitest";
import { CATEGORIES } from "./categories";
import { indexAt, spin } from "./spin";

describe("spin", () => {
  it("gives the same category and angle for the same seed, from the same start", () => {
    expect(spin(42)).toEqual(spin(42));
    expect(spin(42, 1234.5)).toEqual(spin(42, 1234.5));
    const results = new Set(Array.from({ length: 20 }, (_, seed) => spin(seed).rotation));
    expect(results.size).toBeGreaterThan(15);
  });

  it("lands the pointer inside the category it announces", () => {
    for (let seed = 0; seed < 500; seed++) {
      const from = (seed * 97.3) % 4000;
      const result = spin(seed, from);
      expect(indexAt(result.rotation)).toBe(result.index);
      expect(result.category).toBe(CATEGORIES[result.index]);
    }
  });

  it("always turns forward, by at least four whole turns", () => {
    for (let seed = 0; seed < 200; seed++) {
      const from = seed * 123.4;
      expect(spin(seed, from).rotation - from).toBeGreaterThanOrEqual(4 * 360 - 360);
      expect(spin(seed, from).rotation).toBeGreaterThan(from + 3 * 360);
    }
  });

  it("reaches all eight categories, about evenly", () => {
    const counts = new Map<number, number>();
    for (let seed = 0; seed < 800; seed++) {
      const { index } = spin(seed);
      counts.set(index, (counts.get(index) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const n of counts.values()) expect(n).toBeGreaterThan(60);
  });
});

describe("categories", () => {
  it("has eight categories, each with prompts and a description for the generator", () => {
    expect(CATEGORIES).toHaveLength(8);
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(8);
    for (const c of CATEGORIES) {
      expect(c.prompts.length).toBeGreaterThanOrEqual(3);
      for (const p of c.prompts) expect(p.description.length).toBeLessThanOrEqual(500);
    }
  });
});
