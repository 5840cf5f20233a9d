// What the subscription banner says (docs/product.md#quotas), as a pure function of
// the plan and the generations left, so the wording rules are tested without a browser.

export type SubscriptionView =
  | { kind: "unlimited"; planName: string }
  | { kind: "expired"; message: string; detail: string; action: "Renew Now" }
  | { kind: "low"; message: string; detail: string; action: "Get Unlimited" }
  | { kind: "free"; message: string; detail: string; action: "Upgrade" };

export interface SubscriptionInput {
  /** subscriptionStatus: free, pro, premium or expired (anything else counts as free). */
  plan: string;
  /** null: unlimited. */
  remaining: number | null;
  /** The plan's monthly bio generations; null when unlimited. */
  limit: number | null;
  /** The warning shows at this many left or fewer. */
  lowThreshold: number;
}

export function freeLeftText(remaining: number): string {
  return `${remaining} free generation${remaining === 1 ? "" : "s"} left this month`;
}

export function subscriptionView({ plan, remaining, limit, lowThreshold }: SubscriptionInput): SubscriptionView {
  const status = plan.trim().toLowerCase();
  if (remaining === null) {
    return { kind: "unlimited", planName: status === "pro" ? "Pro" : "Premium" };
  }
  const left = Math.max(0, Math.trunc(remaining));
  const of = limit !== null ? ` of ${limit}` : "";
  if (status === "expired") {
    return {
      kind: "expired",
      message: "Your subscription has expired",
      detail: `You are on the free plan again: ${freeLeftText(left)}.`,
      action: "Renew Now",
    };
  }
  if (left <= lowThreshold) {
    return {
      kind: "low",
      message: left === 0 ? "You have used all your free generations this month" : freeLeftText(left),
      detail:
        left === 0
          ? "They come back on the 1st. Go unlimited to keep writing now."
          : `Only ${left}${of} left. Go unlimited and never count again.`,
      action: "Get Unlimited",
    };
  }
  return {
    kind: "free",
    message: freeLeftText(left),
    detail: "Upgrade to Premium for unlimited bios and every template.",
    action: "Upgrade",
  };
}
