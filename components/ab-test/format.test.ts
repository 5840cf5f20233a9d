import { describe, expect, it } from "vitest";
import { chance, percent } from "./format";

describe("chance", () => {
  it("never rounds up to the 95% a winner needs, nor to certainty", () => {
    expect(chance(0.9496)).toBe("94.9%");
    expect(chance(0.999)).toBe("over 99%");
    expect(chance(0.001)).toBe("under 1%");
    expect(chance(0.42)).toBe("42%");
  });

  it("writes rates with one decimal", () => {
    expect(percent(0.12345)).toBe("12.3%");
  });
});
