import "server-only";
import type { ToolQuota } from "@/lib/tools/tool-types";
import { FEATURE_LABELS, limitFor, planFor, type MeteredFeature } from "@/lib/config/plans";
import { getRoute } from "@/lib/config/routes";
import { QUOTA_MESSAGES, remaining, type QuotaUser } from "@/lib/account/quota";

/** What a tool page hands its frame: the allowance left, from the plans config through the quota module. */
export async function toolQuota(user: QuotaUser, feature: MeteredFeature): Promise<ToolQuota> {
  return {
    remaining: await remaining(user, feature),
    limit: limitFor(user.subscriptionStatus, feature),
    label: FEATURE_LABELS[feature],
    planName: planFor(user.subscriptionStatus).name,
    exhaustedMessage: QUOTA_MESSAGES[feature],
    upgradeHref: getRoute("account").live ? getRoute("subscription").path : null,
  };
}
