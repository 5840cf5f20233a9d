import { describe, expect, it } from "vitest";
import { cleanUtm, hasUtm, withUtm } from "./utm";

describe("UTM parameters", () => {
  it("adds the link's parameters in the standard order and keeps the address's own query and fragment", () => {
    expect(
      withUtm("https://shop.example.com/sale?ref=ig#sizes", {
        source: "instagram",
        medium: "bio",
        campaign: "diwali sale",
      }),
    ).toBe("https://shop.example.com/sale?ref=ig&utm_source=instagram&utm_medium=bio&utm_campaign=diwali+sale#sizes");
  });

  it("replaces a UTM parameter the address already had instead of sending it twice", () => {
    expect(withUtm("https://example.com/?utm_source=old&a=1", { source: "instagram" })).toBe(
      "https://example.com/?utm_source=instagram&a=1",
    );
  });

  it("leaves the address untouched when no parameter is set, and drops blank ones", () => {
    expect(withUtm("https://example.com/x", {})).toBe("https://example.com/x");
    expect(withUtm("https://example.com/x", { source: "  ", term: "" })).toBe("https://example.com/x");
    expect(cleanUtm({ source: " ig ", content: "" })).toEqual({ source: "ig" });
    expect(hasUtm({ medium: " " })).toBe(false);
    expect(hasUtm({ medium: "bio" })).toBe(true);
  });

  it("encodes values so they cannot add parameters of their own", () => {
    const url = new URL(withUtm("https://example.com/", { campaign: "a&utm_source=evil#x" }));
    expect(url.searchParams.get("utm_campaign")).toBe("a&utm_source=evil#x");
    expect(url.searchParams.getAll("utm_source")).toEqual([]);
    expect(url.hash).toBe("");
  });
});
