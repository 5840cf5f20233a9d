import { describe, expect, it } from "vitest";
import { checkAccent, contrastRatio, THEME_IDS, THEMES, textOn } from "./themes";

describe("themes and accent colours", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("every theme's own accent passes, with readable text on the buttons", () => {
    for (const id of THEME_IDS) {
      expect(checkAccent(THEMES[id].accent, id), id).toEqual({ ok: true });
      expect(contrastRatio(THEMES[id].text, THEMES[id].background), id).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(THEMES[id].muted, THEMES[id].background), id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("picks white text on dark accents and ink on light ones", () => {
    expect(textOn("#1d4ed8")).toBe("#ffffff");
    expect(textOn("#fde047")).toBe("#111111");
  });

  it("refuses a mid-grey no text can be read on, and a button colour that blends into the page", () => {
    const grey = checkAccent("#777777", "light");
    expect(grey.ok).toBe(false);
    if (!grey.ok) expect(grey.message).toMatch(/hard to read .*4\.5:1/);
    const paleOnLight = checkAccent("#fef9c3", "light");
    expect(paleOnLight.ok).toBe(false);
    if (!paleOnLight.ok) expect(paleOnLight.message).toMatch(/blend into the Light background/);
    expect(checkAccent("#fef9c3", "dark")).toEqual({ ok: true });
    expect(checkAccent("#1e1b4b", "dark").ok).toBe(false);
    expect(checkAccent("red", "light")).toEqual({ ok: false, message: "Please pick a colour as #rrggbb." });
  });
});
