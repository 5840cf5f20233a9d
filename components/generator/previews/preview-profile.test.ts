import { describe, expect, it } from "vitest";
import { DEFAULT_PREVIEW_PROFILE, displayUrl, handleOf, initialsOf, mergeProfile, nameOf } from "./preview-profile";

describe("mergeProfile", () => {
  it("overlays the given fields and ignores explicit undefined", () => {
    const merged = mergeProfile(DEFAULT_PREVIEW_PROFILE, { username: "asha", displayName: undefined, verified: true });
    expect(merged).toEqual({ ...DEFAULT_PREVIEW_PROFILE, username: "asha", verified: true });
  });

  it("keeps extra fields of the base and does not mutate it", () => {
    const base = { ...DEFAULT_PREVIEW_PROFILE, likes: "9K" };
    const merged = mergeProfile(base, { followers: "10K" });
    expect(merged).toEqual({ ...base, followers: "10K" });
    expect(base.followers).toBe("1.2K");
    expect(mergeProfile(base, undefined)).toEqual(base);
  });
});

describe("handleOf / nameOf", () => {
  it("strips @ and spaces, falling back to the placeholder", () => {
    expect(handleOf("@asha.rao")).toBe("asha.rao");
    expect(handleOf("  asha rao ")).toBe("asharao");
    expect(handleOf(" @ ")).toBe("yourname");
    expect(nameOf("  ")).toBe("Your Name");
    expect(nameOf(" Asha ")).toBe("Asha");
  });
});

describe("displayUrl", () => {
  it("prints a link the way profile headers do", () => {
    expect(displayUrl("https://www.asha.dev/")).toBe("asha.dev");
    expect(displayUrl("http://shop.example.com/links")).toBe("shop.example.com/links");
    expect(displayUrl("asha.dev")).toBe("asha.dev");
    expect(displayUrl("   ")).toBe("");
  });
});

describe("initialsOf", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initialsOf("Asha Rao")).toBe("AR");
    expect(initialsOf("asha maria rao")).toBe("AR");
    expect(initialsOf("priya")).toBe("P");
    expect(initialsOf("🌸 Lena")).toBe("L");
    expect(initialsOf("  ")).toBe("?");
  });
});
