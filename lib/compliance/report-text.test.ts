import { describe, expect, it } from "vitest";
import { checkCompliance } from "./check";
import { reportText } from "./report-text";

describe("reportText", () => {
  it("states the verdict and names each failed rule with the words it flagged", () => {
    const text = reportText(checkCompliance("Guaranteed results! Call 98765 43210", "instagram"), "instagram");
    expect(text.split("\n")[0]).toBe("Bio compliance for Instagram: 6/8 rules passed");
    expect(text).toContain('✗ No risky or banned claims [high]: "Guaranteed results"');
    expect(text).toContain('"98765 43210" (a phone number)');
    expect(text).toContain("✓ Sponsorship is disclosed");
  });
});
