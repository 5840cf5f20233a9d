import { describe, expect, it, vi } from "vitest";
import { ttlCache } from "./ttl";

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
