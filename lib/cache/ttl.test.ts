import { describe, expect, it, vi } from "vitest";
import { ttlCache, ttlMap } from "./ttl";

describe("ttlCache", () => {
  it("answers every caller within the time limit from one load, and loads again after it", async () => {
    let loads = 0;
    const cache = ttlCache(1000, async () => ++loads);
    const [a, b] = await Promise.all([cache.get(0), cache.get(10)]);
    expect([a, b, await cache.get(999)]).toEqual([1, 1, 1]);
    expect(await cache.get(1000)).toBe(2);
  });

  it("does not keep a failed load: the next caller tries again", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("down")).mockResolvedValue("up");
    const cache = ttlCache(1000, load);
    await expect(cache.get(0)).rejects.toThrow("down");
    expect(await cache.get(1)).toBe("up");
  });

  it("loads again after clear", async () => {
    let loads = 0;
    const cache = ttlCache(60_000, async () => ++loads);
    await cache.get(0);
    cache.clear();
    expect(await cache.get(1)).toBe(2);
  });
});

describe("ttlMap", () => {
  it("keeps each key's value for the time given, loads again after it, and forgets on request", async () => {
    let loads = 0;
    const map = ttlMap(1000, 10, async (key: string) => `${key}:${++loads}`);
    expect(await map.get("a", 0)).toBe("a:1");
    expect(await map.get("a", 999)).toBe("a:1");
    expect(await map.get("b", 999)).toBe("b:2");
    expect(await map.get("a", 1000)).toBe("a:3");
    map.forget((key) => key === "a");
    expect(await map.get("a", 1001)).toBe("a:4");
    expect(await map.get("b", 1001)).toBe("b:2");
  });

  it("holds at most the number of keys given, dropping the oldest", async () => {
    let loads = 0;
    const map = ttlMap(60_000, 2, async (key: string) => `${key}:${++loads}`);
    await map.get("a", 0);
    await map.get("b", 0);
    await map.get("c", 0);
    expect(await map.get("b", 1)).toBe("b:2");
    expect(await map.get("a", 1)).toBe("a:4");
  });
});
