import { describe, expect, it } from "vitest";
import { getRoute } from "@/lib/config/routes";
import { tutorialProgress } from "./guidance";
import { tutorialSteps } from "./tutorial";

describe("tutorial", () => {
  it("has eight steps, the live features in order of importance, each with a title, description and tips", () => {
    const steps = tutorialSteps(
      (feature) => !["hashtagGenerator", "analytics", "calendar", "teams", "ecommerce"].includes(feature),
    );
    expect(steps.map((s) => s.id)).toEqual([
      "welcome",
      "bio-generator",
      "templates",
      "preview",
      "share",
      "achievements",
      "streak",
      "micro-learning",
    ]);
    for (const s of steps) {
      expect(s.title && s.description && s.actionLabel).toBeTruthy();
      expect(s.tips.length).toBeGreaterThan(0);
    }
  });

  it("links a step only to a live page", () => {
    const steps = tutorialSteps();
    expect(steps.find((s) => s.id === "bio-generator")?.route).toBe(getRoute("generator").path);
    const analytics = steps.find((s) => s.id === "analytics");
    expect(analytics?.route).toBe(getRoute("analytics").live ? getRoute("analytics").path : undefined);
  });

  it("computes progress as step/total", () => {
    expect(tutorialProgress(0, 8)).toBe(13);
    expect(tutorialProgress(3, 8)).toBe(50);
    expect(tutorialProgress(7, 8)).toBe(100);
    expect(tutorialProgress(12, 8)).toBe(100);
    expect(tutorialProgress(0, 0)).toBe(0);
  });
});
