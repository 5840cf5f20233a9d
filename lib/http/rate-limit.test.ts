import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { enforceRateLimit } from "./rate-limit";

describe("enforceRateLimit", () => {
  it("allows up to max hits, then answers 429 with a retry time", async () => {
    const limit = { name: `test-${Math.random()}`, max: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) await enforceRateLimit(limit, "ip");
    const error = await enforceRateLimit(limit, "ip").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect((error as AppError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it("counts keys separately", async () => {
    const limit = { name: `test-${Math.random()}`, max: 1, windowMs: 60_000 };
    await enforceRateLimit(limit, "a");
    await expect(enforceRateLimit(limit, "b")).resolves.toBeUndefined();
  });
});
