import { describe, expect, it } from "vitest";
import { LOW_GENERATIONS_WARNING, PLANS } from "@/lib/config/plans";
import { monthlyUsage } from "./monthly-usage";

const FREE = PLANS.free.limits.bio ?? 0;

describe("monthlyUsage", () => {
  it("counts this month's use against the free limit from the plans config", () => {
    const usage = monthlyUsage({ biosGenerated: 12, generationsRemaining: FREE - 1, plan: "free" });
    expect(usage).toMatchObject({ unlimited: false, limit: FREE, used: 1, remaining: FREE - 1 });
    expect(usage.plan.name).toBe("Free");
  });

  it("flags the low-generations warning at the configured threshold", () => {
    expect(monthlyUsage({ biosGenerated: 0, generationsRemaining: LOW_GENERATIONS_WARNING, plan: "free" }).low).toBe(
      true,
    );
    expect(
      monthlyUsage({ biosGenerated: 0, generationsRemaining: LOW_GENERATIONS_WARNING + 1, plan: "free" }).low,
    ).toBe(false);
  });

  it("treats null as unlimited", () => {
    const usage = monthlyUsage({ biosGenerated: 40, generationsRemaining: null, plan: "premium" });
    expect(usage).toMatchObject({ unlimited: true, limit: null, remaining: null, low: false });
    expect(usage.plan.name).toBe("Premium");
  });

  it("accepts a plan's display name and falls back to free for an unknown plan", () => {
    expect(monthlyUsage({ biosGenerated: 0, generationsRemaining: null, plan: "Pro" }).plan.id).toBe("pro");
    expect(monthlyUsage({ biosGenerated: 0, generationsRemaining: 3, plan: "gold" }).plan.id).toBe("free");
  });

  it("uses the free limit for an expired plan", () => {
    const usage = monthlyUsage({ biosGenerated: 9, generationsRemaining: 0, plan: "expired" });
    expect(usage).toMatchObject({ limit: FREE, used: FREE, remaining: 0, low: true });
    expect(usage.plan.name).toBe("Expired");
  });

  it("never shows negative or contradictory counts", () => {
    expect(monthlyUsage({ biosGenerated: 0, generationsRemaining: -4, plan: "free" })).toMatchObject({
      remaining: 0,
      used: FREE,
    });
    // The server's remainder wins over a limit this bundle disagrees with.
    expect(monthlyUsage({ biosGenerated: 0, generationsRemaining: FREE + 3, plan: "free" })).toMatchObject({
      limit: FREE + 3,
      used: 0,
      remaining: FREE + 3,
    });
  });
});
