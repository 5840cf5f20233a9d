import "server-only";
import { Redis } from "ioredis";
import type { Limit, RateLimitStore } from "./rate-limit";

/** The oldest Redis the limiter works on: PEXPIRE … NX, which starts each window, came in 7.0. */
export const MIN_REDIS_MAJOR = 7;

export const REDIS_VERSION_ERROR = "RedisVersionError";

/** Reads `redis_version` from the answer to INFO server. */
export function parseRedisVersion(info: string): string | undefined {
  return /^redis_version:([0-9][0-9.]*)\s*$/m.exec(info)?.[1];
}

/**
 * Throws, with a message for the operator, unless the server is Redis 7 or newer.
 * On Redis 6 `PEXPIRE … NX` fails inside the transaction while INCR succeeds:
 * counters would never expire and every limit would become a permanent lockout.
 */
export async function assertRedisVersion(client: { info(section: "server"): Promise<string> }): Promise<string> {
  const version = parseRedisVersion(await client.info("server"));
  const major = Number(version?.split(".")[0]);
  if (!version || !(major >= MIN_REDIS_MAJOR)) {
    const error = new Error(
      `REDIS_URL points at Redis ${version ?? "of an unknown version"}; the rate limiter needs Redis ${MIN_REDIS_MAJOR} or newer. ` +
        "Upgrade Redis, or unset REDIS_URL to keep rate limits in each process's memory.",
    );
    error.name = REDIS_VERSION_ERROR;
    throw error;
  }
  return version;
}

// Gives one hit back without creating the key or touching its expiry.
const RELEASE_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Rate-limit counters shared by every web process (REDIS_URL). One INCR per
 * hit; the window starts with the first hit (PEXPIRE NX), so it is atomic
 * without a script. Every connection is checked for the server's version
 * first; while that check fails, operations fail (FallbackStore then counts in
 * memory) and the reason is logged.
 */
export class RedisStore implements RateLimitStore {
  private redis: Redis;
  private versionCheck: Promise<string>;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 1000 });
    this.redis.on("error", (error: Error) => console.warn("Redis rate-limit store:", error.message));
    this.versionCheck = this.checkVersion();
    this.redis.on("ready", () => {
      this.versionCheck = this.checkVersion();
    });
  }

  private checkVersion(): Promise<string> {
    const check = assertRedisVersion(this.redis);
    check.catch((error: Error) => console.error("Redis rate-limit store:", error.message));
    return check;
  }

  /** Resolves with the server's version once connected; rejects for a Redis older than 7. */
  version(): Promise<string> {
    return this.versionCheck;
  }

  async hit(limit: Limit, key: string) {
    await this.versionCheck;
    const k = `rl:${limit.name}:${key}`;
    const result = await this.redis.multi().incr(k).pexpire(k, limit.windowMs, "NX").pttl(k).exec();
    const failed = result?.find(([error]) => error);
    if (!result || failed) throw failed?.[0] ?? new Error("Redis transaction aborted");
    const count = Number(result[0]?.[1]);
    const ttl = Number(result[2]?.[1]);
    return { count, resetAt: Date.now() + (ttl > 0 ? ttl : limit.windowMs) };
  }

  async release(limit: Limit, key: string) {
    await this.versionCheck;
    await this.redis.eval(RELEASE_SCRIPT, 1, `rl:${limit.name}:${key}`);
  }

  async close() {
    if (this.redis.status === "ready") await this.redis.quit();
    else this.redis.disconnect();
  }
}
