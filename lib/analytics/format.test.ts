import { describe, expect, it } from "vitest";
import { dimensionLabel, formatChange, formatRate } from "./format";

describe("analytics formatting", () => {
  it("never shows a rate or change it cannot compute", () => {
    expect(formatRate(null)).toBe("–");
    expect(formatRate(0.125)).toBe("12.5%");
    expect(formatChange(null)).toBeNull();
    expect(formatChange(0.25)).toBe("+25%");
    expect(formatChange(-0.1)).toBe("−10%");
    expect(formatChange(0.001)).toBe("no change");
  });

  it("names countries, devices and direct visits", () => {
    expect(dimensionLabel("country", "DE")).toBe("Germany");
    expect(dimensionLabel("country", "unknown")).toBe("Unknown");
    expect(dimensionLabel("device", "phone")).toBe("Phone");
    expect(dimensionLabel("referrer", "direct")).toBe("Direct or unknown");
    expect(dimensionLabel("browser", "Firefox")).toBe("Firefox");
  });
});
