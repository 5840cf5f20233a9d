import { describe, expect, it } from "vitest";
import { probabilityBest, sampleBeta, seededRandom, wilsonInterval } from "./stats";

describe("wilsonInterval", () => {
  // Published values: Newcombe (1998), "Two-sided confidence intervals for the single
  // proportion", Table I, method 3 (Wilson score without continuity correction).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])("%i of %i gives %f to %f", (k, n, low, high) => {
    const ci = wilsonInterval(k, n);
    expect(ci.low).toBeCloseTo(low, 4);
    expect(ci.high).toBeCloseTo(high, 4);
  });

  it("is the whole range without data, and stays inside 0..1", () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    const all = wilsonInterval(50, 50);
    expect(all.high).toBe(1);
    expect(all.low).toBeGreaterThan(0.92);
  });
});

describe("sampleBeta", () => {
  it("has the mean of the distribution", () => {
    const random = seededRandom(7);
    let sum = 0;
    for (let i = 0; i < 20_000; i++) sum += sampleBeta(3, 7, random);
    expect(sum / 20_000).toBeCloseTo(0.3, 2);
  });
});

describe("probabilityBest", () => {
  it("splits evenly between identical variants", () => {
    const [a, b] = probabilityBest([
      { views: 500, clicks: 50 },
      { views: 500, clicks: 50 },
    ]);
    expect(a).toBeCloseTo(0.5, 1);
    expect((a as number) + (b as number)).toBeCloseTo(1, 10);
  });

  it("matches the exact answer for a known case", () => {
    // P(p_B > p_A) for Beta(2, 9) against Beta(11, 11) (1 of 9 vs 10 of 20) is 0.97292 by
    // the closed form for integer parameters (Evan Miller, "Formulas for Bayesian A/B testing").
    const [, b] = probabilityBest([
      { views: 9, clicks: 1 },
      { views: 20, clicks: 10 },
    ]);
    expect(b).toBeGreaterThan(0.9729 - 0.005);
    expect(b).toBeLessThan(0.9729 + 0.005);
  });

  it("is near certain for a clear winner, and splits a three-way tie in thirds", () => {
    const clear = probabilityBest([
      { views: 1000, clicks: 100 },
      { views: 1000, clicks: 200 },
    ]);
    expect(clear[1]).toBeGreaterThan(0.999);
    const tie = probabilityBest([
      { views: 300, clicks: 30 },
      { views: 300, clicks: 30 },
      { views: 300, clicks: 30 },
    ]);
    for (const p of tie) expect(p).toBeCloseTo(1 / 3, 1);
  });

  it("gives the same answer every time (seeded)", () => {
    const arms = [
      { views: 120, clicks: 14 },
      { views: 118, clicks: 19 },
    ];
    expect(probabilityBest(arms)).toEqual(probabilityBest(arms));
  });
});
