import { describe, expect, it } from "vitest";
import { qrDarkColour } from "./qr-colour";

describe("qrDarkColour", () => {
  it("draws the code in a dark accent, which scanners read on white", () => {
    expect(qrDarkColour("#6D28D9")).toBe("#6d28d9");
  });

  it("falls back to black for a light accent that would fade into the white background", () => {
    expect(qrDarkColour("#a78bfa")).toBe("#000000");
    expect(qrDarkColour("#38bdf8")).toBe("#000000");
  });

  it("falls back to black for anything that is not a colour", () => {
    expect(qrDarkColour("red")).toBe("#000000");
  });
});
