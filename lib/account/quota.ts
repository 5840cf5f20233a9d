import "server-only";
import { limitFor, nextQuotaReset, quotaPeriod, type MeteredFeature } from "@/lib/config/plans";
import { getUsageCount, refundUsage, spendUsage, spendUsageCounted } from "@/lib/db/usage";
import { AppError } from "@/lib/http/errors";

// The one module that enforces plan limits (docs/product.md#quotas).

export interface QuotaUser {
  id: string;
  subscriptionStatus: string;
}

/** Uses left this month; null when the plan is unlimited. */
export async function remaining(user: QuotaUser, feature: MeteredFeature, at = new Date()): Promise<number | null> {
  const limit = limitFor(user.subscriptionStatus, feature);
  if (limit === null) return null;
  const used = await getUsageCount({ userId: user.id, feature, period: quotaPeriod(at) });
  return Math.max(0, limit - used);
}

export const QUOTA_MESSAGES: Record<MeteredFeature, string> = {
  bio: "You've used all your free bio generations for this month. Upgrade to Premium for unlimited bios.",
  campaign: "You've used all your free campaign generations for this month. Upgrade to Premium for unlimited use.",
  industry: "You've used all your free industry optimizations for this month. Upgrade to Premium for unlimited use.",
  brandVoice: "You've used all your free brand voice analyses for this month. Upgrade to Premium for unlimited use.",
  hashtag: "You've used all your free hashtag generations for this month. Upgrade to Premium for unlimited use.",
};

/**
 * Spends one use or throws 429 with the time until the month resets. Returns a
 * refund function for when the paid-for work fails.
 */
export async function spend(user: QuotaUser, feature: MeteredFeature, at = new Date()) {
  const period = quotaPeriod(at);
  const limit = limitFor(user.subscriptionStatus, feature);
  const ok = await spendUsage({ userId: user.id, feature, period, limit });
  if (!ok) throw quotaError(feature, at);
  return { refund: () => refundUsage({ userId: user.id, feature, period }) };
}

/** The 429 of a spent quota, with the time until the month resets. */
export function quotaError(feature: MeteredFeature, at: Date): AppError {
  return new AppError("TOO_MANY_REQUESTS", QUOTA_MESSAGES[feature], {
    retryAfterSeconds: (nextQuotaReset(at).getTime() - at.getTime()) / 1000,
  });
}

/**
 * Throws the 429 when the month's uses are already gone, before any work is done (a model call
 * costs money). Reads only for limited plans. The use itself is spent by `spendIn`, atomically,
 * together with what it pays for.
 */
export async function assertQuotaLeft(user: QuotaUser, feature: MeteredFeature, at = new Date()): Promise<void> {
  const left = await remaining(user, feature, at);
  if (left !== null && left <= 0) throw quotaError(feature, at);
}

/**
 * Spends one use with `client` (a transaction's: the use is spent only if the work it paid for is
 * saved too) or throws 429. Returns the uses left afterwards; null when the plan is unlimited.
 */
export async function spendIn(
  client: Parameters<typeof spendUsageCounted>[1],
  user: QuotaUser,
  feature: MeteredFeature,
  at = new Date(),
): Promise<number | null> {
  const limit = limitFor(user.subscriptionStatus, feature);
  const used = await spendUsageCounted({ userId: user.id, feature, period: quotaPeriod(at), limit }, client);
  if (used === null) throw quotaError(feature, at);
  return limit === null ? null : Math.max(0, limit - used);
}
