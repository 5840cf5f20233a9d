import "server-only";
import type { Bucket, Limit, RateLimitStore } from "./rate-limit";

/** Live buckets kept per limit; past that the oldest one under its limit is dropped. */
export const MAX_KEYS_PER_LIMIT = 20_000;

/**
 * One limit's buckets in this process. Buckets that reached their limit (a
 * lockout) are kept apart from those still counting, so a flood of fresh keys
 * (random emails, spoofed or many addresses) only pushes out other counting
 * buckets, never a lockout: dropping one would hand its owner a fresh budget.
 */
class LimitBuckets {
  private counting = new Map<string, Bucket>();
  private blocked = new Map<string, Bucket>();

  constructor(
    private limit: Limit,
    private maxKeys: number,
  ) {}

  hit(key: string, now: number): Bucket {
    let bucket = this.find(key, now);
    if (!bucket) {
      makeRoom(this.counting, this.maxKeys, now);
      bucket = { count: 0, resetAt: now + this.limit.windowMs };
      this.counting.set(key, bucket);
    }
    bucket.count += 1;
    if (bucket.count >= this.limit.max && this.counting.delete(key)) {
      makeRoom(this.blocked, this.maxKeys, now);
      this.blocked.set(key, bucket);
    }
    return { ...bucket };
  }

  release(key: string, now: number) {
    const bucket = this.find(key, now);
    if (!bucket || bucket.count === 0) return;
    bucket.count -= 1;
    if (bucket.count < this.limit.max && this.blocked.delete(key)) this.counting.set(key, bucket);
  }

  private find(key: string, now: number): Bucket | undefined {
    const bucket = this.blocked.get(key) ?? this.counting.get(key);
    if (bucket && bucket.resetAt <= now) {
      this.blocked.delete(key);
      this.counting.delete(key);
      return undefined;
    }
    return bucket;
  }
}

/**
 * Frees a place in `map`. Buckets of one limit share a window length, so the
 * map's insertion order is close to expiry order: expired ones are dropped
 * from the front, and if none has expired, the oldest goes.
 */
function makeRoom(map: Map<string, Bucket>, maxKeys: number, now: number) {
  if (map.size < maxKeys) return;
  for (const [key, bucket] of map) {
    if (bucket.resetAt > now) break;
    map.delete(key);
  }
  if (map.size >= maxKeys) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}

/** Fixed-window counters in this process's memory, bounded per limit. */
export class MemoryStore implements RateLimitStore {
  private limits = new Map<string, LimitBuckets>();

  constructor(private maxKeysPerLimit = MAX_KEYS_PER_LIMIT) {}

  private buckets(limit: Limit): LimitBuckets {
    let buckets = this.limits.get(limit.name);
    if (!buckets) this.limits.set(limit.name, (buckets = new LimitBuckets(limit, this.maxKeysPerLimit)));
    return buckets;
  }

  async hit(limit: Limit, key: string) {
    return this.buckets(limit).hit(key, Date.now());
  }

  async release(limit: Limit, key: string) {
    this.buckets(limit).release(key, Date.now());
  }
}

/**
 * Uses a primary store (Redis) and falls back to this process's memory while
 * it is unreachable, so an outage of the limiter neither opens the gates nor
 * takes sign-in down.
 */
export class FallbackStore implements RateLimitStore {
  constructor(
    private primary: RateLimitStore,
    private fallback: RateLimitStore = new MemoryStore(),
  ) {}

  private async attempt<T>(run: (s: RateLimitStore) => Promise<T>): Promise<T> {
    try {
      return await run(this.primary);
    } catch {
      return run(this.fallback);
    }
  }

  hit(limit: Limit, key: string) {
    return this.attempt((s) => s.hit(limit, key));
  }

  release(limit: Limit, key: string) {
    return this.attempt((s) => s.release(limit, key));
  }
}
