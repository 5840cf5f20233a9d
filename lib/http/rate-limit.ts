import { env } from "@/lib/env";
import { AppError } from "./errors";
import { FallbackStore, MemoryStore } from "./memory-store";
import { REDIS_VERSION_ERROR, RedisStore } from "./redis-store";

// Fixed-window rate limits. In memory by default (one process, bounded per
// limit); Redis (REDIS_URL) when the web tier runs as several processes.
// Attempts are counted before the work they guard, atomically, so requests in
// flight together cannot all pass a check made before any of them counted.

export interface Limit {
  /** A name for the rule, part of the key; each rule has its own buckets. */
  name: string;
  max: number;
  windowMs: number;
}

export interface Bucket {
  count: number;
  resetAt: number;
}

export interface RateLimitStore {
  /** Counts one hit, atomically, and returns the count in the window and when it resets. */
  hit(limit: Limit, key: string): Promise<Bucket>;
  /** Gives one hit back (an attempt that turned out to be legitimate). */
  release(limit: Limit, key: string): Promise<void>;
}

// One store per process: route handlers and instrumentation are separate bundles.
const globalStore = globalThis as unknown as { __rateLimitStore?: RateLimitStore; __redisStore?: RedisStore };

function redisStore(url: string): RedisStore {
  return (globalStore.__redisStore ??= new RedisStore(url));
}

function defaultStore(): RateLimitStore {
  return env.REDIS_URL ? new FallbackStore(redisStore(env.REDIS_URL)) : new MemoryStore();
}

let store: RateLimitStore = (globalStore.__rateLimitStore ??= defaultStore());

export function setRateLimitStore(next: RateLimitStore) {
  store = next;
}

/**
 * Checked once when the server starts (instrumentation.ts): with REDIS_URL set,
 * a reachable Redis older than 7 stops the start with a message saying why.
 * An unreachable one is only a warning: limits count in memory until it is back.
 */
export async function verifyRateLimitStore(): Promise<void> {
  if (!env.REDIS_URL) return;
  try {
    await redisStore(env.REDIS_URL).version();
  } catch (error) {
    if (error instanceof Error && error.name === REDIS_VERSION_ERROR) throw error;
    console.warn("Redis for rate limits is unreachable at start; counting in memory until it answers.");
  }
}

export interface Attempt extends Bucket {
  /** Whether this hit went over the limit. */
  over: boolean;
  /** Gives this attempt back. */
  release(): Promise<void>;
}

const NOT_COUNTED: Attempt = { count: 0, resetAt: 0, over: false, release: async () => undefined };

/** Counts one hit on `limit` for `key` and says whether it is over, without refusing anything. */
export async function hitRateLimit(limit: Limit, key: string): Promise<Attempt> {
  if (env.DISABLE_RATE_LIMITS) return NOT_COUNTED;
  const bucket = await store.hit(limit, key);
  return { ...bucket, over: bucket.count > limit.max, release: () => store.release(limit, key) };
}

function tooMany(resetAt: number, message?: string) {
  return new AppError("TOO_MANY_REQUESTS", message ?? "Too many requests. Please wait a moment and try again.", {
    retryAfterSeconds: Math.max(1, (resetAt - Date.now()) / 1000),
  });
}

/**
 * Counts one attempt before the work it guards and throws 429 with Retry-After
 * when it is over `limit`. Call `release` on the result when the attempt
 * turned out fine (a right password) so it does not use up the budget.
 */
export async function countAttempt(limit: Limit, key: string, message?: string): Promise<Attempt> {
  const attempt = await hitRateLimit(limit, key);
  if (attempt.over) throw tooMany(attempt.resetAt, message);
  return attempt;
}

/** Throws 429 with Retry-After when `key` has used up `limit` in the window. */
export async function enforceRateLimit(limit: Limit, key: string, message?: string): Promise<void> {
  await countAttempt(limit, key, message);
}

// The one way to tell who is asking; re-exported for the routes that key limits by address.
export { clientIp } from "./client-ip";

// Per-IP limits are kept generous on purpose: many of our users share an IP
// behind carrier-grade NAT (mobile networks in India), so per-account limits do
// the precise work and per-IP limits only stop floods.
