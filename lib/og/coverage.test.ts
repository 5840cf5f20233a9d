import { describe, expect, it } from "vitest";
import { ogCanDraw } from "./coverage";

describe("ogCanDraw", () => {
  it("draws Latin text with accents, punctuation, quotes and emoji", () => {
    expect(ogCanDraw('Chai-fuelled designer 🌿👩🏽‍💻\n"Less, but better" — café in São Paulo 🇧🇷')).toBe(true);
    expect(ogCanDraw("<script>alert(1)</script> & 100% ✨")).toBe(true);
  });

  it("refuses scripts the bundled font lacks instead of letting next/og fetch a font", () => {
    expect(ogCanDraw("डिज़ाइनर, बेंगलुरु")).toBe(false);
    expect(ogCanDraw("சென்னை chef")).toBe(false);
    expect(ogCanDraw("東京のデザイナー")).toBe(false);
  });
});
