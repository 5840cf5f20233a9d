import { describe, expect, it } from "vitest";
import { PLANS } from "@/lib/config/plans";
import { getRoute } from "@/lib/config/routes";
import { faqCategories, faqLink } from "./faq";

describe("FAQ", () => {
  it("has the spec's seven categories, each with questions", () => {
    const categories = faqCategories();
    expect(categories.map((c) => c.title)).toEqual([
      "Getting Started",
      "AI Bio Generation",
      "Templates & Features",
      "Analytics & Tracking",
      "Team & Collaboration",
      "Advanced Features",
      "Technical & Support",
    ]);
    for (const c of categories) expect(c.entries.length).toBeGreaterThanOrEqual(3);
  });

  it("reads its numbers from the plans config and keeps DESIGN.md's account rule", () => {
    const all = faqCategories().flatMap((c) => c.entries);
    const text = all.map((e) => e.answer).join("\n");
    expect(text).toContain(`${PLANS.free.limits.bio} generations per calendar month`);
    expect(text).toContain(`$${PLANS.premium.priceMonthlyUsd.toFixed(2)} a month`);
    expect(text).not.toMatch(/per day|no account needed/i);
    expect(all.find((e) => e.id === "account")?.answer).toMatch(/^Yes for the bio generator/);
  });

  it("links only to live pages", () => {
    for (const entry of faqCategories().flatMap((c) => c.entries)) {
      const link = faqLink(entry);
      if (entry.link && !getRoute(entry.link.routeId).live) expect(link).toBeNull();
      if (link) expect(link.href).toBe(getRoute(entry.link!.routeId).path);
    }
  });
});
