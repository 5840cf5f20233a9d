import { env } from "@/lib/env";
import { AppError } from "./errors";
import { RedisStore } from "./redis-store";

// Fixed-window rate limits. In memory by default (one process); the store is
// an interface so a shared store (Redis) can take over when the web tier runs
// as several processes.

export interface RateLimitStore {
  /** Counts one hit and returns the count in the window and when it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** The count in the current window, without counting a hit. */
  peek(key: string): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
}

const MAX_KEYS = 50_000;

export class MemoryStore implements RateLimitStore {
  private buckets = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      if (this.buckets.size >= MAX_KEYS) this.sweep(now);
      bucket = { count: 0, resetAt: now + windowMs };
      this.buckets.set(key, bucket);
    }
    bucket.count += 1;
    return { count: bucket.count, resetAt: bucket.resetAt };
  }

  async peek(key: string) {
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= Date.now()) return { count: 0, resetAt: Date.now() };
    return { count: bucket.count, resetAt: bucket.resetAt };
  }

  async reset(key: string) {
    this.buckets.delete(key);
  }

  private sweep(now: number) {
    for (const [k, b] of this.buckets) if (b.resetAt <= now) this.buckets.delete(k);
    // Still full of live buckets: drop the oldest rather than grow without bound.
    if (this.buckets.size >= MAX_KEYS) {
      const first = this.buckets.keys().next();
      if (!first.done) this.buckets.delete(first.value);
    }
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

  hit(key: string, windowMs: number) {
    return this.attempt((s) => s.hit(key, windowMs));
  }
  peek(key: string) {
    return this.attempt((s) => s.peek(key));
  }
  reset(key: string) {
    return this.attempt((s) => s.reset(key));
  }
}

function defaultStore(): RateLimitStore {
  return env.REDIS_URL ? new FallbackStore(new RedisStore(env.REDIS_URL)) : new MemoryStore();
}

const globalStore = globalThis as unknown as { __rateLimitStore?: RateLimitStore };
let store: RateLimitStore = globalStore.__rateLimitStore ?? (globalStore.__rateLimitStore = defaultStore());

export function setRateLimitStore(next: RateLimitStore) {
  store = next;
}

export interface Limit {
  /** A name for the rule, part of the key. */
  name: string;
  max: number;
  windowMs: number;
}

/** Throws 429 with Retry-After when `key` has used up `limit` in the window. */
export async function enforceRateLimit(limit: Limit, key: string, message?: string): Promise<void> {
  if (env.DISABLE_RATE_LIMITS) return;
  const { count, resetAt } = await store.hit(`${limit.name}:${key}`, limit.windowMs);
  if (count > limit.max) {
    throw new AppError("TOO_MANY_REQUESTS", message ?? "Too many requests. Please wait a moment and try again.", {
      retryAfterSeconds: (resetAt - Date.now()) / 1000,
    });
  }
}

/** Throws 429 when `key` is already over `limit`, without counting this call. */
export async function assertUnderRateLimit(limit: Limit, key: string, message?: string): Promise<void> {
  if (env.DISABLE_RATE_LIMITS) return;
  const { count, resetAt } = await store.peek(`${limit.name}:${key}`);
  if (count >= limit.max) {
    throw new AppError("TOO_MANY_REQUESTS", message ?? "Too many requests. Please wait a moment and try again.", {
      retryAfterSeconds: (resetAt - Date.now()) / 1000,
    });
  }
}

export async function resetRateLimit(limit: Limit, key: string): Promise<void> {
  await store.reset(`${limit.name}:${key}`);
}

/** The client's address as the proxy in front of us reports it. */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  return first || req.headers.get("x-real-ip") || "unknown";
}

// Per-IP limits are kept generous on purpose: many of our users share an IP
// behind carrier-grade NAT (mobile networks in India), so per-account limits do
// the precise work and per-IP limits only stop floods.
