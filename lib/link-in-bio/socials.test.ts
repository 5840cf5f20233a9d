import { describe, expect, it } from "vitest";
import { socialHref } from "./socials";

describe("social icons", () => {
  it("turns handles into profile addresses", () => {
    expect(socialHref("instagram", "@maya.bakes")).toEqual({ ok: true, href: "https://www.instagram.com/maya.bakes" });
    expect(socialHref("tiktok", "maya")).toEqual({ ok: true, href: "https://www.tiktok.com/@maya" });
    expect(socialHref("youtube", "@MayaBakes")).toEqual({ ok: true, href: "https://www.youtube.com/@MayaBakes" });
    expect(socialHref("x", "maya_b")).toEqual({ ok: true, href: "https://x.com/maya_b" });
    expect(socialHref("linkedin", "maya-rao")).toEqual({ ok: true, href: "https://www.linkedin.com/in/maya-rao" });
  });

  it("accepts the network's own addresses and refuses other hosts", () => {
    expect(socialHref("youtube", "https://youtube.com/channel/UC123")).toEqual({
      ok: true,
      href: "https://youtube.com/channel/UC123",
    });
    expect(socialHref("instagram", "https://evil.example/maya").ok).toBe(false);
    expect(socialHref("x", "javascript:alert(1)").ok).toBe(false);
  });

  it("checks emails and websites", () => {
    expect(socialHref("email", "hello@maya.in")).toEqual({ ok: true, href: "mailto:hello@maya.in" });
    expect(socialHref("email", "not an email")).toEqual({ ok: false, message: "Please enter a valid email address." });
    expect(socialHref("website", "maya.in/shop")).toEqual({ ok: true, href: "https://maya.in/shop" });
    expect(socialHref("website", "https://user:pw@maya.in").ok).toBe(false);
    expect(socialHref("website", "")).toEqual({ ok: false, message: "Please enter your Website handle or address." });
  });
});
