import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { ROUTES, liveRoutes, type RouteEntry, type RouteId } from "@/lib/config/routes";
import { faqCategories } from "@/lib/content/faq";
import { isIndexable, pageMetadata } from "@/lib/seo/metadata";
import { homeStructuredData, serializeJsonLd } from "@/lib/seo/structured-data";

// Walks the route registry: every live page has a title, a description, a canonical
// URL and link-preview tags; private pages say noindex; the sitemap lists public pages only.

const PRIVATE = /login|account|profile|admin|download|reset-password|create-admin|subscription|analytics|calendar/;
const pages = liveRoutes().filter((r) => !r.path.includes("#"));

describe("page metadata from the registry", () => {
  it.each(pages.map((r) => [r.id, r] as const))(
    "%s has a description, a canonical URL and preview tags",
    (id, route) => {
      const meta = pageMetadata(id as RouteId);
      expect(String(meta.title)).not.toBe("");
      expect(meta.description).toBe(route.description);
      expect(String(meta.description).length).toBeGreaterThan(5);
      expect(meta.alternates?.canonical).toBe(route.path.split(/[?#]/)[0]);
      expect(meta.openGraph).toMatchObject({ siteName: "BioStudio", description: route.description });
      expect(meta.twitter).toMatchObject({ card: "summary_large_image" });
      const robots = meta.robots as { index: boolean };
      expect(robots.index).toBe(isIndexable(route));
    },
  );

  it("says noindex on every private page and on every page that needs an account", () => {
    for (const route of ROUTES as readonly RouteEntry[]) {
      if (route.path.includes("#")) continue;
      const robots = pageMetadata(route.id as RouteId).robots as { index: boolean };
      if (route.auth || PRIVATE.test(route.id)) expect(robots.index, route.id).toBe(false);
    }
  });

  it("keeps the site name when a page overrides its Open Graph title", () => {
    const meta = pageMetadata("templates", { openGraph: { title: "Fitness" } });
    expect(meta.openGraph).toMatchObject({ title: "Fitness", siteName: "BioStudio" });
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("the sitemap lists every live indexable page and nothing private", () => {
    const urls = sitemap().map((e) => new URL(e.url).pathname);
    for (const route of pages.filter(isIndexable)) expect(urls).toContain(route.path);
    for (const path of urls) {
      expect(path).not.toMatch(PRIVATE);
      expect(path).not.toMatch(/\/share\//);
    }
    const notLive = (ROUTES as readonly RouteEntry[]).filter((r) => !r.live).map((r) => r.path);
    for (const path of notLive) expect(urls).not.toContain(path);
  });

  it("robots.txt keeps crawlers out of the API and signed-in areas and names the sitemap", () => {
    const rules = robots();
    const rule = Array.isArray(rules.rules) ? rules.rules[0] : rules.rules;
    const disallow = ([] as string[]).concat(rule?.disallow ?? []);
    expect(disallow).toEqual(
      expect.arrayContaining(["/api/", "/instagram/account", "/instagram/profile", "/instagram/admin"]),
    );
    expect(disallow).not.toContain("/instagram/share");
    expect(String(rules.sitemap)).toMatch(/\/sitemap\.xml$/);
  });
});

describe("home page structured data", () => {
  const data = homeStructuredData("https://biostudio.example");

  it("has the WebApplication, Organization and FAQPage of the home page", () => {
    expect(data.map((d) => d["@type"])).toEqual(["WebApplication", "Organization", "FAQPage"]);
    const faq = data[2] as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    const entries = faqCategories().flatMap((c) => c.entries);
    expect(faq.mainEntity).toHaveLength(entries.length);
    expect(faq.mainEntity[0]).toMatchObject({
      name: entries[0]?.question,
      acceptedAnswer: { text: entries[0]?.answer },
    });
  });

  it("serializes so no text can close the script element", () => {
    const json = serializeJsonLd({ text: "</script><script>alert(1)</script> & \u2028" });
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script> & \u2028" });
  });
});

describe("security headers follow the scheme of APP_URL", () => {
  const header = (headers: { key: string; value: string }[], key: string) => headers.find((h) => h.key === key)?.value;

  it("over plain http (the default APP_URL) neither upgrades requests nor sends HSTS", async () => {
    const { securityHeaders } = await import("@/lib/config/security-headers");
    const { DEFAULT_APP_URL, servedOverHttps } = await import("@/lib/env");
    for (const appUrl of [DEFAULT_APP_URL, "http://203.0.113.7:8080", "http://bios.internal"]) {
      const headers = securityHeaders(false, {}, { https: servedOverHttps(appUrl) });
      expect(header(headers, "Content-Security-Policy"), appUrl).not.toContain("upgrade-insecure-requests");
      expect(header(headers, "Strict-Transport-Security"), appUrl).toBeUndefined();
    }
  });

  it("over https upgrades requests and sends HSTS in production, and never upgrades in development", async () => {
    const { securityHeaders } = await import("@/lib/config/security-headers");
    const { servedOverHttps } = await import("@/lib/env");
    const https = servedOverHttps("https://biostudio.example");
    const production = securityHeaders(false, {}, { https });
    expect(header(production, "Content-Security-Policy")).toContain("upgrade-insecure-requests");
    expect(header(production, "Strict-Transport-Security")).toContain("max-age=");
    expect(header(securityHeaders(true, {}, { https }), "Content-Security-Policy")).not.toContain(
      "upgrade-insecure-requests",
    );
  });
});
