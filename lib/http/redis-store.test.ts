import { afterAll, describe, expect, it } from "vitest";
import { REDIS_REQUIRED, redisAnswers, TEST_REDIS_URL as url } from "../../tests/support/redis";
import { FallbackStore } from "./memory-store";
import { assertRedisVersion, parseRedisVersion, RedisStore } from "./redis-store";

// CI starts Redis: there, a missing server is a failure, not a reason to skip.
const up = await redisAnswers();
const limit = (max: number) => ({ name: `test-${Math.random()}`, max, windowMs: 60_000 });

describe.skipIf(!up && !REDIS_REQUIRED)("RedisStore (needs a Redis server)", () => {
  const store = new RedisStore(url);
  afterAll(async () => store.close());

  it("is reachable at TEST_REDIS_URL and is Redis 7 or newer", async () => {
    expect(up, `no Redis answers at ${url}`).toBe(true);
    expect(Number((await store.version()).split(".")[0])).toBeGreaterThanOrEqual(7);
  });

  it("counts hits in a window shared by every process, and gives one back", async () => {
    const rule = limit(5);
    const other = new RedisStore(url);
    try {
      expect((await store.hit(rule, "k")).count).toBe(1);
      const second = await other.hit(rule, "k");
      expect(second.count).toBe(2);
      expect(second.resetAt).toBeGreaterThan(Date.now());
      await store.release(rule, "k");
      expect((await other.hit(rule, "k")).count).toBe(2);
    } finally {
      await other.close();
    }
  });

  it("counts parallel hits exactly", async () => {
    const rule = limit(5);
    const counts = await Promise.all(Array.from({ length: 30 }, () => store.hit(rule, "k")));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it("never gives back below zero nor creates a key without expiry", async () => {
    const rule = limit(5);
    await store.release(rule, "fresh");
    expect((await store.hit(rule, "fresh")).count).toBe(1);
    const { resetAt } = await store.hit(rule, "fresh");
    expect(resetAt - Date.now()).toBeGreaterThan(50_000);
  });
});

describe("FallbackStore", () => {
  it("keeps counting in memory when the primary store is down", async () => {
    const broken = new RedisStore("redis://127.0.0.1:1");
    const store = new FallbackStore(broken);
    const rule = limit(5);
    expect((await store.hit(rule, "k")).count).toBe(1);
    expect((await store.hit(rule, "k")).count).toBe(2);
    await broken.close().catch(() => undefined);
  });
});

describe("the Redis version check at start", () => {
  const fake = (version: string) => ({
    info: async () => `# Server\r\nredis_version:${version}\r\nredis_mode:standalone\r\n`,
  });

  it("reads redis_version from INFO server", () => {
    expect(parseRedisVersion("# Server\r\nredis_version:7.0.15\r\nos:Linux\r\n")).toBe("7.0.15");
    expect(parseRedisVersion("# Server\r\nos:Linux\r\n")).toBeUndefined();
  });

  it.each(["7.0.0", "7.2.4", "8.0.1"])("accepts Redis %s", async (version) => {
    await expect(assertRedisVersion(fake(version))).resolves.toBe(version);
  });

  it.each(["6.2.14", "5.0.7"])("refuses Redis %s with a message naming the version and the fix", async (version) => {
    await expect(assertRedisVersion(fake(version))).rejects.toThrow(
      new RegExp(`Redis ${version.replace(/\./g, "\\.")}; the rate limiter needs Redis 7 or newer`),
    );
  });

  it("refuses a server that does not say its version", async () => {
    await expect(assertRedisVersion({ info: async () => "# Server\r\n" })).rejects.toThrow(/needs Redis 7/);
  });
});
