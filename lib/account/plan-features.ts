import { FEATURE_LABELS, METERED_FEATURES, type Plan } from "@/lib/config/plans";

export interface PlanFeature {
  text: string;
  included: boolean;
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** What a plan includes, in words, from lib/config/plans.ts (no number written twice). */
export function planFeatures(plan: Plan): PlanFeature[] {
  const metered = METERED_FEATURES.map((feature) => {
    const limit = plan.limits[feature];
    const label = lower(FEATURE_LABELS[feature]);
    return { text: limit === null ? `Unlimited ${label}` : `${limit} ${label} a month`, included: true };
  });
  return [
    ...metered,
    { text: plan.premiumTemplates ? "Every premium template" : "Free templates", included: true },
    {
      text: plan.teamMembers === null ? "Unlimited team members" : `Up to ${plan.teamMembers} team members`,
      included: true,
    },
    { text: "Analytics and tracking", included: plan.analytics },
    { text: "CSV export of your bios", included: plan.csvExport },
  ];
}

export function formatPrice(usd: number): string {
  return usd === 0 ? "$0" : `$${usd.toFixed(2)}`;
}
