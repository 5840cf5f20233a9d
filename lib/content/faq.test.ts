import { describe, expect, it } from "vitest";
import { PLANS } from "@/lib/config/plans";
import { getRoute } from "@/lib/config/routes";
import { faqCategories, faqLink } from "./faq";

describe("FAQ", () => {
  it("has seven categories, each with questions, once every feature is live", () => {
    const categories = faqCategories(() => true);
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

  it("reads its numbers from the plans config and says an account is needed to generate", () => {
    const all = faqCategories(() => true).flatMap((c) => c.entries);
    const text = all.map((e) => e.answer).join("\n");
    expect(text).toContain(`${PLANS.free.limits.bio} generations per calendar month`);
    expect(text).toContain(`$${PLANS.premium.priceMonthlyUsd.toFixed(2)} a month`);
    expect(text).not.toMatch(/per day|no account needed/i);
    expect(all.find((e) => e.id === "account")?.answer).toMatch(/^Yes for the bio generator/);
    expect(all.find((e) => e.id === "team-size")?.answer).toContain(`Up to ${PLANS.free.teamMembers} members`);
  });

  it("leaves out what is not built: no team, calendar or store answers while those pages are not live", () => {
    const ids = faqCategories((feature) => feature === "generator" || feature === "templates")
      .flatMap((c) => c.entries)
      .map((e) => e.id);
    expect(ids).toContain("quota");
    expect(ids).not.toContain("team-size");
    expect(ids).not.toContain("calendar");
    expect(ids).not.toContain("ecommerce");
    expect(ids).not.toContain("tools");
  });

  it("links only to live pages", () => {
    for (const entry of faqCategories().flatMap((c) => c.entries)) {
      const link = faqLink(entry);
      if (entry.link && !getRoute(entry.link.routeId).live) expect(link).toBeNull();
      if (link) expect(link.href).toBe(getRoute(entry.link!.routeId).path);
    }
  });
});
