import { describe, expect, it } from "vitest";
import sitemap from "./sitemap";

describe("sitemap.xml", () => {
  const urls = sitemap().map((entry) => new URL(entry.url).pathname);

  it("lists the home page and the template gallery with its category pages", () => {
    expect(urls).toContain("/instagram");
    expect(urls).toContain("/instagram/templates");
    expect(urls).toContain("/instagram/templates/fitness");
    expect(urls).toContain("/instagram/templates/business");
  });

  it("leaves out private pages and in-page anchors", () => {
    for (const path of urls) {
      expect(path).not.toMatch(/admin|login|reset-password|account|download|create-admin/);
      expect(path).not.toContain("#");
    }
  });
});
