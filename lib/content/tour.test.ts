import { describe, expect, it } from "vitest";
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

  it("has five onboarding slides", () => {
    expect(onboardingSlides()).toHaveLength(5);
  });
});
