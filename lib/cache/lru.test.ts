import { describe, expect, it } from "vitest";
import { lru } from "./lru";

describe("lru", () => {
  it("forgets the entry read least recently once it is full", () => {
    const cache = lru<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.size]).toEqual([1, 3, 2]);
  });

  it("replaces a value set again and forgets a deleted one", () => {
    const cache = lru<string, number>(2);
    cache.set("a", 1);
    cache.set("a", 2);
    expect([cache.get("a"), cache.size]).toEqual([2, 1]);
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
  });
});
