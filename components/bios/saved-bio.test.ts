import { describe, expect, it } from "vitest";
import { biosQuery, toSavedBio } from "./saved-bio";

describe("biosQuery", () => {
  it("asks for everything when nothing is filtered", () => {
    expect(biosQuery({ q: "  ", favoritesOnly: false, page: 1 })).toBe("/api/bios");
  });
  it("carries the trimmed search, the favourites filter and the page", () => {
    expect(biosQuery({ q: " yoga & tea ", favoritesOnly: true, page: 3 })).toBe(
      "/api/bios?q=yoga+%26+tea&favorite=true&page=3",
    );
  });
});

describe("toSavedBio", () => {
  it("turns dates into ISO strings for the browser", () => {
    const at = new Date("2026-11-22T09:00:00.000Z");
    const bio = toSavedBio({
      id: "a",
      description: "d",
      tone: "bold",
      platform: "instagram",
      variations: ["x", "y", "z"],
      favorite: false,
      createdAt: at,
    });
    expect(bio.createdAt).toBe("2026-11-22T09:00:00.000Z");
  });
});
