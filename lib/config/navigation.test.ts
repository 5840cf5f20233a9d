import { describe, expect, it } from "vitest";
import { breadcrumbsFor, titleForPath } from "./navigation";
import { ROUTES, aliasRedirects, liveRoutes, type RouteEntry } from "./routes";

describe("titleForPath", () => {
  it("names the home page by its own title, the one exception to the rule", () => {
    expect(titleForPath("/instagram")).toBe("Instagram Bio Generator - Home");
    expect(titleForPath("/")).toBe("Instagram Bio Generator - Home");
  });

  it("title-cases the segments and joins them with ' - '", () => {
    expect(titleForPath("/instagram/bio-analyzer")).toBe("Instagram - Bio Analyzer");
    expect(titleForPath("/terms-and-conditions")).toBe("Terms And Conditions");
    expect(titleForPath("/instagram/account?tab=usage")).toBe("Instagram - Account");
  });
});

describe("breadcrumbsFor", () => {
  it("hides the trail on the home page", () => {
    expect(breadcrumbsFor("/instagram")).toEqual([]);
    expect(breadcrumbsFor("/")).toEqual([]);
  });

  it("builds Home > Page for a top-level page", () => {
    expect(breadcrumbsFor("/about").map((c) => c.label)).toEqual(["Home", "About"]);
  });

  it("builds Home > Account > Subscription for the subscription tab", () => {
    expect(breadcrumbsFor("/instagram/account", { tab: "subscription" }).map((c) => c.label)).toEqual([
      "Home",
      "Account",
      "Subscription",
    ]);
  });
});

describe("route registry", () => {
  const all = ROUTES as readonly RouteEntry[];

  it("has unique ids, paths and aliases", () => {
    const ids = all.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const aliases = all.flatMap((r) => r.aliases ?? []);
    expect(new Set(aliases).size).toBe(aliases.length);
    const paths = new Set(all.map((r) => r.path));
    for (const alias of aliases) expect(paths.has(alias)).toBe(false);
  });

  it("redirects only aliases of live pages, permanently", () => {
    const redirects = aliasRedirects();
    const live = new Set(liveRoutes().map((r) => r.path));
    for (const r of redirects) {
      expect(r.permanent).toBe(true);
      expect(live.has(r.destination) || r.destination.includes(":")).toBe(true);
    }
    expect(redirects).toContainEqual({ source: "/", destination: "/instagram", permanent: true });
  });

  it("holds every unprefixed path the product answers", () => {
    const specPaths = [
      "/",
      "/login",
      "/account",
      "/profile",
      "/admin-dashboard",
      "/achievement-badges",
      "/analytics",
      "/bio-analyzer",
      "/link-in-bio",
      "/ecommerce-integration",
      "/bio-inspiration-wheel",
      "/campaign-bio-generator",
      "/industry-bio-optimizer",
      "/bio-compliance",
      "/brand-voice-generator",
      "/instant-trend-analyzer",
      "/content-calendar",
      "/team-collaboration",
      "/streak-tracker",
      "/milestone-demo",
      "/emoji-mood-selector",
      "/shareable-workflow-templates",
      "/micro-learning-challenges",
      "/industry-hashtag-generator",
      "/bio-generator",
      "/templates",
      "/achievements",
      "/bio-performance",
      "/brand-voice",
      "/campaign-bio",
      "/industry-bio",
      "/inspiration-wheel",
      "/micro-learning",
      "/mood-selector",
      "/tutorial",
      "/workflow-templates",
      "/subscription",
    ];
    const known = new Set(all.flatMap((r) => r.aliases ?? []));
    for (const p of specPaths) expect(known, p).toContain(p);
  });
});
