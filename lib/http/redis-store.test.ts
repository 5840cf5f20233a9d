import { createConnection } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { FallbackStore } from "./rate-limit";
import { RedisStore } from "./redis-store";

const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function reachable(): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.on("connect", () => (socket.destroy(), resolve(true)));
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => (socket.destroy(), resolve(false)));
  });
}

const up = await reachable();

describe.skipIf(!up)("RedisStore (needs a Redis server)", () => {
  const store = up ? new RedisStore(url) : null;
  afterAll(async () => store?.close());

  it("counts hits in a window shared by every process", async () => {
    const key = `test:${Math.random()}`;
    expect((await store!.hit(key, 60_000)).count).toBe(1);
    const second = await store!.hit(key, 60_000);
    expect(second.count).toBe(2);
    expect(second.resetAt).toBeGreaterThan(Date.now());
    expect((await store!.peek(key)).count).toBe(2);
    await store!.reset(key);
    expect((await store!.peek(key)).count).toBe(0);
  });
});

describe("FallbackStore", () => {
  it("keeps counting in memory when the primary store is down", async () => {
    const broken = new RedisStore("redis://127.0.0.1:1");
    const store = new FallbackStore(broken);
    expect((await store.hit("k", 60_000)).count).toBe(1);
    expect((await store.hit("k", 60_000)).count).toBe(2);
    await broken.close().catch(() => undefined);
  });
});
