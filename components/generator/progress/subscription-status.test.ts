import { describe, expect, it } from "vitest";
import { subscriptionView } from "./subscription-status";

const base = { limit: 5, lowThreshold: 2 };

describe("subscriptionView", () => {
  it("counts free generations left with an Upgrade button", () => {
    expect(subscriptionView({ ...base, plan: "free", remaining: 5 })).toMatchObject({
      kind: "free",
      message: "5 free generations left this month",
      action: "Upgrade",
    });
  });

  it("warns at 2 or fewer with Get Unlimited", () => {
    expect(subscriptionView({ ...base, plan: "free", remaining: 3 }).kind).toBe("free");
    expect(subscriptionView({ ...base, plan: "free", remaining: 2 })).toMatchObject({
      kind: "low",
      action: "Get Unlimited",
    });
    expect(subscriptionView({ ...base, plan: "free", remaining: 1 })).toMatchObject({
      message: "1 free generation left this month",
    });
    expect(subscriptionView({ ...base, plan: "free", remaining: 0 }).kind).toBe("low");
  });

  it("shows an expired plan with Renew Now, even with generations left", () => {
    expect(subscriptionView({ ...base, plan: "expired", remaining: 4 })).toMatchObject({
      kind: "expired",
      message: "Your subscription has expired",
      action: "Renew Now",
    });
  });

  it("shows paid plans as unlimited", () => {
    expect(subscriptionView({ plan: "premium", remaining: null, limit: null, lowThreshold: 2 })).toEqual({
      kind: "unlimited",
      planName: "Premium",
    });
    expect(subscriptionView({ plan: "pro", remaining: null, limit: null, lowThreshold: 2 })).toMatchObject({
      planName: "Pro",
    });
  });

  it("treats an unknown plan with a count as free", () => {
    expect(subscriptionView({ ...base, plan: "trial", remaining: 4 }).kind).toBe("free");
  });
});
