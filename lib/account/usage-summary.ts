import "server-only";
import { cache } from "react";
import {
  FEATURE_LABELS,
  METERED_FEATURES,
  limitFor,
  nextQuotaReset,
  quotaPeriod,
  type MeteredFeature,
} from "@/lib/config/plans";
import { getUsageForPeriod } from "@/lib/db/usage";

export interface FeatureUsage {
  feature: MeteredFeature;
  label: string;
  used: number;
  /** null: unlimited on this plan. */
  limit: number | null;
}

export interface UsageSummary {
  period: string;
  resetsAt: Date;
  features: FeatureUsage[];
}

/**
 * This month's use of every metered feature against the plan's limits: the same
 * counters and limits lib/account/quota enforces, read in one query.
 */
export const getUsageSummary = cache(
  async (userId: string, subscriptionStatus: string, at: Date = new Date()): Promise<UsageSummary> => {
    const period = quotaPeriod(at);
    const rows = await getUsageForPeriod({ userId, period });
    const counts = new Map(rows.map((row) => [row.feature, row.count]));
    return {
      period,
      resetsAt: nextQuotaReset(at),
      features: METERED_FEATURES.map((feature) => ({
        feature,
        label: FEATURE_LABELS[feature],
        used: counts.get(feature) ?? 0,
        limit: limitFor(subscriptionStatus, feature),
      })),
    };
  },
);
