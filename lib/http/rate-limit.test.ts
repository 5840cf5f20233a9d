import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { MemoryStore } from "./memory-store";
import { countAttempt, enforceRateLimit } from "./rate-limit";

const rule = (max: number) => ({ name: `test-${Math.random()}`, max, windowMs: 60_000 });

describe("enforceRateLimit", () => {
  it("allows up to max hits, then answers 429 with a retry time", async () => {
    const limit = rule(3);
    for (let i = 0; i < 3; i++) await enforceRateLimit(limit, "ip");
    const error = await enforceRateLimit(limit, "ip").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect((error as AppError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it("counts keys separately", async () => {
    const limit = rule(1);
    await enforceRateLimit(limit, "a");
    await expect(enforceRateLimit(limit, "b")).resolves.toBeUndefined();
  });
});

describe("countAttempt", () => {
  it("lets exactly max of many parallel attempts through", async () => {
    const limit = rule(10);
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => countAttempt(limit, "k")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
  });

  it("an attempt given back does not use up the budget", async () => {
    const limit = rule(2);
    for (let i = 0; i < 5; i++) await (await countAttempt(limit, "k")).release();
    await countAttempt(limit, "k");
    await countAttempt(limit, "k");
    await expect(countAttempt(limit, "k")).rejects.toMatchObject({ status: 429 });
  });
});

describe("MemoryStore", () => {
  it("keeps a lockout when another limit is flooded with fresh keys", async () => {
    const store = new MemoryStore(100);
    const login = rule(3);
    const track = rule(1000);
    for (let i = 0; i < 4; i++) await store.hit(login, "victim");
    for (let i = 0; i < 1000; i++) await store.hit(track, `203.0.113.${i}`);
    expect((await store.hit(login, "victim")).count).toBe(5);
  });

  it("keeps a lockout when its own limit is flooded with fresh keys, and stays bounded", async () => {
    const store = new MemoryStore(100);
    const login = rule(3);
    for (let i = 0; i < 3; i++) await store.hit(login, "victim");
    for (let i = 0; i < 1000; i++) await store.hit(login, `random-${i}@example.com`);
    expect((await store.hit(login, "victim")).count).toBe(4);
    // The flood pushed out its own buckets: the first of them starts again.
    expect((await store.hit(login, "random-0@example.com")).count).toBe(1);
  });
});
