import { describe, expect, it } from "vitest";
import { analyze, MIN_VIEWS_PER_VARIANT, visitorsPerVariant } from "./decide";

describe("analyze", () => {
  it("refuses to name a winner below the minimum sample, however big the gap", () => {
    const { verdict, arms } = analyze([
      { views: 60, clicks: 3 },
      { views: 60, clicks: 30 },
    ]);
    expect(arms[1]?.probabilityBest).toBeGreaterThan(0.99);
    expect(verdict).toMatchObject({ kind: "not-yet", reason: "min-sample" });
    // At least both variants up to the minimum.
    if (verdict.kind === "not-yet") expect(verdict.moreVisits).toBeGreaterThanOrEqual(2 * (MIN_VIEWS_PER_VARIANT - 60));
  });

  it("names the clear winner once both have enough visitors", () => {
    const { verdict } = analyze([
      { views: 400, clicks: 40 },
      { views: 400, clicks: 80 },
    ]);
    expect(verdict).toEqual({ kind: "winner", index: 1 });
  });

  it("stays unsure for a small gap and estimates the visits still needed", () => {
    const { verdict } = analyze([
      { views: 200, clicks: 20 },
      { views: 200, clicks: 24 },
    ]);
    expect(verdict.kind).toBe("not-yet");
    if (verdict.kind !== "not-yet") return;
    expect(verdict.reason).toBe("uncertain");
    // 10% vs 12%: about 3,840 a variant by the usual formula, so ~7,300 more in total.
    expect(verdict.moreVisits).toBeGreaterThan(7000);
    expect(verdict.moreVisits).toBeLessThan(7700);
  });

  it("says nothing can be estimated while the rates are tied", () => {
    const { verdict } = analyze([
      { views: 150, clicks: 15 },
      { views: 150, clicks: 15 },
    ]);
    expect(verdict).toEqual({ kind: "not-yet", reason: "uncertain", moreVisits: null });
  });

  it("never counts more clickers than visitors", () => {
    const { arms } = analyze([
      { views: 3, clicks: 9 },
      { views: 0, clicks: 0 },
    ]);
    expect(arms[0]?.rate).toBe(1);
    expect(arms[1]?.rate).toBe(0);
  });
});

describe("visitorsPerVariant", () => {
  it("follows the two-proportion sample size (5% two-sided, 80% power)", () => {
    // 10% vs 15%: (1.96 + 0.84)² × (0.09 + 0.1275) / 0.05² ≈ 683.
    expect(visitorsPerVariant(0.1, 0.15)).toBe(683);
    expect(visitorsPerVariant(0.2, 0.2)).toBeNull();
  });
});
