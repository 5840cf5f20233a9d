import { expect, test } from "@playwright/test";
import { ROUTES, type RouteEntry } from "../../lib/config/routes";

// Walks the route registry against the running app: every live page has a
// description and a canonical link; private pages say noindex; the home page carries
// JSON-LD; sitemap.xml and robots.txt are served.

const live = (ROUTES as readonly RouteEntry[]).filter((r) => r.live && !r.path.includes("#") && r.id !== "share");
const indexable = (r: RouteEntry) => !!r.indexable && !r.auth;

function attr(html: string, pattern: RegExp): string | undefined {
  return html.match(pattern)?.[1];
}

test.describe("registry pages", () => {
  test.describe.configure({ mode: "parallel" });
  test.skip(({ isMobile }) => isMobile, "server-rendered head tags do not depend on the viewport");

  for (const route of live) {
    test(`${route.path} has a description, a canonical link and the right robots tag`, async ({ request, baseURL }) => {
      const res = await request.get(route.path, { maxRedirects: 0 });
      if (route.auth && res.status() >= 300 && res.status() < 400) {
        expect(res.headers()["location"]).toMatch(/\/instagram\/(admin-)?login\?callbackUrl=/);
        return;
      }
      expect(res.status(), route.path).toBe(200);
      const html = await res.text();
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical, route.path).toBe(`${baseURL}${route.path.split(/[?#]/)[0]}`);
      const description = attr(html, /<meta name="description" content="([^"]*)"/);
      expect(description?.length ?? 0, route.path).toBeGreaterThan(5);
      const robots = attr(html, /<meta name="robots" content="([^"]+)"/) ?? "index, follow";
      if (indexable(route)) expect(robots, route.path).not.toContain("noindex");
      else expect(robots, route.path).toContain("noindex");
      expect(attr(html, /<meta property="og:title" content="([^"]+)"/), route.path).toBeTruthy();
      expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/), route.path).toBe("summary_large_image");
    });
  }
});

test("the home page describes the app, the company and the FAQ in JSON-LD", async ({ request }) => {
  const html = await (await request.get("/instagram")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown> | Record<string, unknown>[],
  );
  const items = blocks.flat();
  expect(items.map((i) => i["@type"])).toEqual(expect.arrayContaining(["WebApplication", "Organization", "FAQPage"]));
  const faq = items.find((i) => i["@type"] === "FAQPage") as { mainEntity: { name: string }[] };
  expect(faq.mainEntity.length).toBeGreaterThan(5);
  expect(faq.mainEntity[0]?.name).toBeTruthy();
});

test("sitemap.xml lists public pages only and robots.txt points to it", async ({ request, baseURL }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  expect(urls).toContain(`${baseURL}/instagram`);
  for (const url of urls) expect(url).not.toMatch(/login|account|profile|admin|download|reset-password|\/share\//);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
