import { describe, expect, it } from "vitest";
import { checkLinkUrl, displayHost, LINK_URL_MESSAGES } from "./link-url";

const own = ["https://biostudio.app", "http://localhost:3000"];

describe("checkLinkUrl", () => {
  it("accepts http and https addresses and adds https:// to a bare domain", () => {
    expect(checkLinkUrl("https://shop.example.com/sale?x=1#top")).toEqual({
      ok: true,
      url: "https://shop.example.com/sale?x=1#top",
      host: "shop.example.com",
    });
    expect(checkLinkUrl("http://example.org")).toMatchObject({ ok: true, url: "http://example.org/" });
    expect(checkLinkUrl("  example.com/menu ")).toMatchObject({ ok: true, url: "https://example.com/menu" });
  });

  it.each([
    ["javascript:alert(1)", LINK_URL_MESSAGES.scheme],
    ["JaVaScRiPt:alert(document.cookie)", LINK_URL_MESSAGES.scheme],
    ["data:text/html;base64,PHNjcmlwdD4=", LINK_URL_MESSAGES.scheme],
    ["vbscript:msgbox", LINK_URL_MESSAGES.scheme],
    ["file:///etc/passwd", LINK_URL_MESSAGES.scheme],
    ["ftp://example.com/file", LINK_URL_MESSAGES.scheme],
    ["https://user:pass@example.com", LINK_URL_MESSAGES.credentials],
    ["https://admin@example.com", LINK_URL_MESSAGES.credentials],
    ["https:example.com", LINK_URL_MESSAGES.invalid],
    ["https:/example.com", LINK_URL_MESSAGES.invalid],
    ["//evil.com", LINK_URL_MESSAGES.invalid],
    ["https://exa mple.com", LINK_URL_MESSAGES.invalid],
    ["https://example.com/\u0000", LINK_URL_MESSAGES.invalid],
    ["java\tscript:alert(1)", LINK_URL_MESSAGES.invalid],
    ["https://nodot", LINK_URL_MESSAGES.invalid],
    ["", LINK_URL_MESSAGES.empty],
    [`https://example.com/${"a".repeat(2001)}`, LINK_URL_MESSAGES.tooLong],
  ])("refuses %s", (input, message) => {
    expect(checkLinkUrl(input, own)).toEqual({ ok: false, message });
  });

  it("refuses a link to a link-in-bio page of this site (a redirect loop), not other pages of it", () => {
    expect(checkLinkUrl("https://biostudio.app/l/maya", own)).toEqual({ ok: false, message: LINK_URL_MESSAGES.self });
    expect(checkLinkUrl("http://localhost:3000/l/maya/abc", own)).toEqual({
      ok: false,
      message: LINK_URL_MESSAGES.self,
    });
    expect(checkLinkUrl("https://BIOSTUDIO.app/L/maya", own)).toMatchObject({ ok: false });
    expect(checkLinkUrl("https://biostudio.app/instagram/share/x1", own)).toMatchObject({ ok: true });
  });

  it("keeps look-alike (IDN) hosts in punycode so they read as what they are", () => {
    const result = checkLinkUrl("https://аpple.com/login");
    expect(result).toMatchObject({ ok: true, host: "xn--pple-43d.com", url: "https://xn--pple-43d.com/login" });
    expect(displayHost("https://xn--pple-43d.com/login")).toBe("xn--pple-43d.com");
    expect(checkLinkUrl("https://bücher.de")).toMatchObject({ ok: true, host: "xn--bcher-kva.de" });
  });
});
