import { describe, expect, it } from "vitest";
import { SITE_PAGE_CSP } from "./assets";
import { builtPage, notFoundResponse, pageResponse, requestTheme } from "./respond";

const page = builtPage("<!doctype html><p>hi</p>");
const get = (headers: Record<string, string> = {}) => new Request("http://localhost/x", { headers });

describe("answering a page without the framework", () => {
  it("sends the page with its policy and an ETag, and a 304 to a browser that has it", async () => {
    const first = pageResponse(get(), page);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(page.body);
    expect(first.headers.get("content-security-policy")).toBe(SITE_PAGE_CSP);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    expect(first.headers.get("vary")).toBeNull();
    const again = pageResponse(get({ "if-none-match": page.etag }), page, { varyByCookie: true });
    expect(again.status).toBe(304);
    expect(again.headers.get("vary")).toBe("Cookie");
  });

  it("answers a missing page with a 404 nobody keeps", () => {
    const res = notFoundResponse("<p>gone</p>");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("reads the visitor's theme from the cookie, the system's when there is none or it is unknown", () => {
    expect(requestTheme(get({ cookie: "a=1; theme=dark" }))).toBe("dark");
    expect(requestTheme(get({ cookie: "theme=sepia" }))).toBe("system");
    expect(requestTheme(get())).toBe("system");
  });
});
