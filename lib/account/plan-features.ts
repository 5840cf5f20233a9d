import { isFeatureLive, type FeatureGate, type FeatureId } from "@/lib/config/features";
import { FEATURE_LABELS, METERED_FEATURE_OF, METERED_FEATURES, type Plan } from "@/lib/config/plans";

export interface PlanFeature {
  text: string;
  included: boolean;
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/**
 * What a plan includes, in words, from lib/config/plans.ts (no number written
 * twice). A line names a feature only while its page is live.
 */
export function planFeatures(plan: Plan, live: FeatureGate = isFeatureLive): PlanFeature[] {
  const metered = METERED_FEATURES.filter((feature) => live(METERED_FEATURE_OF[feature])).map((feature) => {
    const limit = plan.limits[feature];
    const label = lower(FEATURE_LABELS[feature]);
    return { text: limit === null ? `Unlimited ${label}` : `${limit} ${label} a month`, included: true };
  });
  const extras: (PlanFeature & { requires: FeatureId[] })[] = [
    {
      requires: ["templates"],
      text: plan.premiumTemplates ? "Every premium template" : "Free templates",
      included: true,
    },
    { requires: ["share"], text: "Share pages and previews on four networks", included: true },
    { requires: ["achievements"], text: "XP, streaks and achievement badges", included: true },
    {
      requires: ["teams"],
      text: plan.teamMembers === null ? "Unlimited team members" : `Up to ${plan.teamMembers} team members`,
      included: true,
    },
    {
      requires: ["analytics"],
      text:
        plan.analyticsHistoryDays === null
          ? "Full analytics history"
          : `Analytics of the last ${plan.analyticsHistoryDays} days`,
      included: true,
    },
    { requires: ["analytics", "csvExport"], text: "CSV export of your analytics", included: plan.csvExport },
  ];
  return [
    ...metered,
    ...extras.filter(({ requires }) => requires.every(live)).map(({ text, included }) => ({ text, included })),
  ];
}

/**
 * What Stripe Checkout shows above its pay button: the same live list as the
 * plan card, so the payment page never sells a feature that is not built.
 */
export function checkoutSummary(plan: Plan, live: FeatureGate = isFeatureLive): string {
  const included = planFeatures(plan, live).filter((feature) => feature.included);
  return `${plan.name} includes: ${included.map((feature) => feature.text).join("; ")}.`;
}

export function formatPrice(usd: number): string {
  return usd === 0 ? "$0" : `$${usd.toFixed(2)}`;
}
