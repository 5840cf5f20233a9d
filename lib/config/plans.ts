import { env } from "@/lib/env";
import type { FeatureId } from "./features";

// The one plans config (docs/product.md#quotas). Every page, API and FAQ answer reads its
// numbers from here; the free-plan limits can be overridden by environment.

export const PLAN_IDS = ["free", "pro", "premium", "expired"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const METERED_FEATURES = ["bio", "campaign", "industry", "brandVoice", "hashtag"] as const;
export type MeteredFeature = (typeof METERED_FEATURES)[number];

export const FEATURE_LABELS: Record<MeteredFeature, string> = {
  bio: "Bio generations",
  campaign: "Campaign generations",
  industry: "Industry optimizations",
  brandVoice: "Brand voice analyses",
  hashtag: "Hashtag generations",
};

/** The advertised feature each allowance is spent on: a plan names an allowance only while it is live. */
export const METERED_FEATURE_OF: Record<MeteredFeature, FeatureId> = {
  bio: "generator",
  campaign: "campaignBios",
  industry: "industryOptimizer",
  brandVoice: "brandVoice",
  hashtag: "hashtagGenerator",
};

/** null means unlimited. */
export type Limits = Record<MeteredFeature, number | null>;

export interface Plan {
  id: PlanId;
  name: string;
  priceMonthlyUsd: number;
  /** Monthly limits per feature (calendar month, UTC). */
  limits: Limits;
  /** Team members including the owner; null is unlimited. */
  teamMembers: number | null;
  premiumTemplates: boolean;
  csvExport: boolean;
  analytics: boolean;
}

const freeLimits: Limits = {
  bio: env.FREE_BIO_GENERATIONS ?? 5,
  campaign: env.FREE_CAMPAIGN_GENERATIONS ?? 3,
  industry: env.FREE_INDUSTRY_OPTIMIZATIONS ?? 3,
  brandVoice: env.FREE_BRAND_VOICE_ANALYSES ?? 2,
  hashtag: env.FREE_HASHTAG_GENERATIONS ?? 3,
};

const unlimited: Limits = { bio: null, campaign: null, industry: null, brandVoice: null, hashtag: null };

const free: Plan = {
  id: "free",
  name: "Free",
  priceMonthlyUsd: 0,
  limits: freeLimits,
  teamMembers: 3,
  premiumTemplates: false,
  csvExport: false,
  analytics: false,
};

const premium: Plan = {
  id: "premium",
  name: "Premium",
  priceMonthlyUsd: 9.99,
  limits: unlimited,
  teamMembers: null,
  premiumTemplates: true,
  csvExport: true,
  analytics: true,
};

export const PLANS: Record<PlanId, Plan> = {
  free,
  premium,
  pro: { ...premium, id: "pro", name: "Pro" },
  // An expired subscription is treated as free.
  expired: { ...free, id: "expired", name: "Expired" },
};

export function planFor(status: string): Plan {
  return (PLAN_IDS as readonly string[]).includes(status) ? PLANS[status as PlanId] : PLANS.free;
}

export function limitFor(status: string, feature: MeteredFeature): number | null {
  return planFor(status).limits[feature];
}

/** "2026-11": the quota period a moment belongs to (calendar month, UTC). */
export function quotaPeriod(at: Date = new Date()): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The first moment of the next period, when quotas reset. */
export function nextQuotaReset(at: Date = new Date()): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/** The low-generations warning shows at this many left or fewer. */
export const LOW_GENERATIONS_WARNING = 2;
