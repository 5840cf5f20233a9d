import { describe, expect, it } from "vitest";
import { TONES } from "@/lib/bio/types";
import { PLANS } from "@/lib/config/plans";
import { SITE } from "@/lib/config/site";
import { onboardingSlides } from "./onboarding";
import { tourSteps } from "./tour";

describe("tour and onboarding content", () => {
  it("has eight tour steps with every field filled and unique targets", () => {
    const steps = tourSteps();
    expect(steps).toHaveLength(8);
    for (const s of steps) {
      expect(s.title && s.description && s.characterMessage && s.voiceText).toBeTruthy();
      expect(["center", "top", "bottom"]).toContain(s.position);
    }
    const targets = steps.flatMap((s) => (s.target ? [s.target] : []));
    expect(new Set(targets).size).toBe(targets.length);
  });

  it("gives onboarding slides unique ids, and numbers that agree with the product", () => {
    const slides = onboardingSlides();
    expect(new Set(slides.map((s) => s.id)).size).toBe(slides.length);
    for (const s of slides) expect(s.title.trim() && s.body.trim(), s.id).toBeTruthy();
    const copy = slides.map((s) => s.body).join("\n");
    const tones = copy.match(/\b(\w+) tones\b/i)?.[1]?.toLowerCase();
    expect(tones).toBe(
      ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"][TONES.length],
    );
    expect(copy).toContain(`${SITE.bioLimit} characters`);
    expect(copy).toContain(`${PLANS.free.limits.bio} bio generations a month`);
  });
});
