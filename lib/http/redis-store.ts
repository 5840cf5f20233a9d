import "server-only";
import { Redis } from "ioredis";
import type { RateLimitStore } from "./rate-limit";

/**
 * Rate-limit counters shared by every web process (REDIS_URL). One INCR per
 * hit; the window starts with the first hit (PEXPIRE NX), so it is atomic
 * without a script.
 */
export class RedisStore implements RateLimitStore {
  private redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 1000 });
    this.redis.on("error", (error: Error) => console.warn("Redis rate-limit store:", error.message));
  }

  async hit(key: string, windowMs: number) {
    const k = `rl:${key}`;
    const result = await this.redis.multi().incr(k).pexpire(k, windowMs, "NX").pttl(k).exec();
    const count = Number(result?.[0]?.[1] ?? 1);
    const ttl = Number(result?.[2]?.[1] ?? windowMs);
    return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) };
  }

  async peek(key: string) {
    const k = `rl:${key}`;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
    return { count: Number(count ?? 0), resetAt: Date.now() + Math.max(0, ttl) };
  }

  async reset(key: string) {
    await this.redis.del(`rl:${key}`);
  }

  async close() {
    if (this.redis.status === "ready") await this.redis.quit();
    else this.redis.disconnect();
  }
}
