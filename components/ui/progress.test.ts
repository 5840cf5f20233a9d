import { describe, expect, it } from "vitest";
import { clampProgress } from "./progress";

describe("clampProgress", () => {
  it("defaults max to 100", () => {
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(0)).toBe(0);
    expect(clampProgress(100)).toBe(100);
  });

  it("clamps negative values to 0", () => {
    expect(clampProgress(-1)).toBe(0);
    expect(clampProgress(-500, 10)).toBe(0);
    expect(clampProgress(Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it("treats NaN as 0", () => {
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(Number.NaN, 50)).toBe(0);
  });

  it("clamps values over max to max", () => {
    expect(clampProgress(101)).toBe(100);
    expect(clampProgress(Number.POSITIVE_INFINITY)).toBe(100);
  });

  it("honours a custom max", () => {
    expect(clampProgress(3, 5)).toBe(3);
    expect(clampProgress(7, 5)).toBe(5);
    expect(clampProgress(150, 200)).toBe(150);
    expect(clampProgress(2.5, 5)).toBe(2.5);
  });

  it("falls back to 100 when max is not a positive finite number", () => {
    expect(clampProgress(150, 0)).toBe(100);
    expect(clampProgress(150, -10)).toBe(100);
    expect(clampProgress(150, Number.NaN)).toBe(100);
    expect(clampProgress(150, Number.POSITIVE_INFINITY)).toBe(100);
  });
});
