import { describe, expect, it } from "vitest";
import { checkoutSummary, planFeatures } from "@/lib/account/plan-features";
import { faqCategories } from "@/lib/content/faq";
import { onboardingSlides } from "@/lib/content/onboarding";
import { tourSteps } from "@/lib/content/tour";
import { TUTORIAL_LENGTH, tutorialSteps } from "@/lib/content/tutorial";
import { FEATURES, featuresNamedIn, isFeatureLive, type FeatureGate, type FeatureId } from "./features";
import { PLANS } from "./plans";
import { getRoute } from "./routes";

// Every text that advertises the product: plan cards, the Stripe Checkout
// line, FAQ answers, tutorial steps, the tour and onboarding.
function advertisedTexts(live?: FeatureGate): { where: string; text: string }[] {
  const plans = Object.values(PLANS).flatMap((plan) => [
    ...planFeatures(plan, live).map(({ text }) => ({ where: `plan card ${plan.id}`, text })),
    { where: `checkout ${plan.id}`, text: checkoutSummary(plan, live) },
  ]);
  const faq = faqCategories(live).flatMap((category) =>
    category.entries.map((entry) => ({ where: `FAQ ${entry.id}`, text: `${entry.question} ${entry.answer}` })),
  );
  const tutorial = tutorialSteps(live).map((step) => ({
    where: `tutorial ${step.id}`,
    text: [step.title, step.description, step.actionLabel, ...step.tips].join(" "),
  }));
  const tour = tourSteps().map((step) => ({
    where: `tour ${step.id}`,
    text: [step.title, step.description, step.voiceText, step.characterMessage].join(" "),
  }));
  const onboarding = onboardingSlides().map((slide) => ({ where: `onboarding ${slide.id}`, text: slide.body }));
  return [...plans, ...faq, ...tutorial, ...tour, ...onboarding];
}

const allFeatures = Object.keys(FEATURES) as FeatureId[];

describe("advertised copy names only live features", () => {
  it("every feature a plan card, the checkout, an FAQ answer, the tutorial, the tour or onboarding names has a live page", () => {
    const broken = advertisedTexts()
      .flatMap(({ where, text }) =>
        featuresNamedIn(text)
          .filter((feature) => !isFeatureLive(feature))
          .map((feature) => `${where} names ${feature}: "${text}"`),
      )
      .sort();
    expect(broken).toEqual([]);
  });

  it("a feature's page going live is what lets the copy name it (each feature checked on its own)", () => {
    // The generator and the templates are the product's core: the tour and the
    // sign-up answer name them unconditionally.
    const core: FeatureId[] = ["generator", "templates"];
    for (const feature of allFeatures.filter((f) => !core.includes(f))) {
      const without: FeatureGate = (f) => f !== feature;
      const naming = advertisedTexts(without).filter(({ text }) => featuresNamedIn(text).includes(feature));
      expect(
        naming.map(({ where }) => where),
        feature,
      ).toEqual([]);
    }
  });

  it("once every page is live, the copy offers everything: seven FAQ categories, eight tutorial steps, the full plan", () => {
    const everything: FeatureGate = () => true;
    const categories = faqCategories(everything);
    expect(categories).toHaveLength(7);
    for (const category of categories) expect(category.entries.length).toBeGreaterThanOrEqual(3);
    expect(tutorialSteps(everything).map((s) => s.id)).toEqual([
      "welcome",
      "bio-generator",
      "templates",
      "hashtag-generator",
      "analytics",
      "content-calendar",
      "team-collaboration",
      "ecommerce",
    ]);
    const premium = planFeatures(PLANS.premium, everything).map((f) => f.text);
    expect(premium).toContain("Unlimited campaign generations");
    expect(premium).toContain("CSV export of your analytics");
    expect(premium).toContain("Unlimited team members");
    const free = planFeatures(PLANS.free, everything);
    expect(free).toContainEqual({ text: `${PLANS.free.limits.campaign} campaign generations a month`, included: true });
    expect(free).toContainEqual({ text: "CSV export of your analytics", included: false });
  });

  it("the tutorial always has eight steps, each linking only to a live page", () => {
    const steps = tutorialSteps();
    expect(steps).toHaveLength(TUTORIAL_LENGTH);
    for (const step of steps) {
      if (step.route) expect(step.route.startsWith("/instagram")).toBe(true);
    }
    expect(steps.find((s) => s.id === "bio-generator")?.route).toBe(getRoute("generator").path);
  });

  it("Stripe Checkout describes what Premium includes in the words of the plan card", () => {
    const summary = checkoutSummary(PLANS.premium);
    for (const { text, included } of planFeatures(PLANS.premium)) {
      if (included) expect(summary).toContain(text);
    }
    expect(summary.length).toBeLessThanOrEqual(1200);
  });
});
