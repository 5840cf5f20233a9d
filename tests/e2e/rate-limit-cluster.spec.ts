import { spawn, type ChildProcess } from "node:child_process";
import { randomInt } from "node:crypto";
import http from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { REDIS_REQUIRED, redisAnswers, TEST_REDIS_URL as redisUrl } from "../support/redis";

// Two production servers (`next start` on the build the browser tests use) share
// one Redis and one database. Sign-in attempts spread over both are limited as
// one, and are counted under each connection's own address: the spoofed
// X-Forwarded-For on every attempt changes nothing. Runs once (mobile project).

const databaseUrl = process.env.TEST_DATABASE_URL ?? `file:./data/${process.env.E2E_DB_NAME ?? "e2e"}.db`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A loopback address of its own (all of 127.0.0.0/8 reaches this machine), so each run starts with fresh buckets. */
const loopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

function post(port: number, path: string, body: unknown, from: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/json", ...headers },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  // This Node (the project's 24), not whatever `node` is first on PATH.
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      APP_URL: `http://localhost:${port}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 150; i++) {
    if (server.exitCode !== null) throw new Error(`next start on ${port} exited with ${server.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill("SIGTERM");
  throw new Error(`next start on ${port} did not answer`);
}

test("login attempts spread over two servers sharing Redis are limited as one", async () => {
  test.skip(test.info().project.name !== "mobile", "one run is enough: no browser involved");
  // CI starts Redis: there a missing server fails this test instead of skipping it.
  const up = await redisAnswers();
  test.skip(!up && !REDIS_REQUIRED, `no Redis at ${redisUrl}`);
  expect(up, `no Redis answers at ${redisUrl}`).toBe(true);
  test.setTimeout(90_000);

  const ports = [await freePort(), await freePort()] as const;
  const started = await Promise.allSettled(ports.map(startServer));
  const servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  try {
    for (const s of started) if (s.status === "rejected") throw s.reason;
    const email = `cluster-${Date.now()}-${randomInt(1e6)}@example.com`;
    const password = "correct-horse-battery-staple";
    const registered = await post(ports[0], "/api/auth/register", { email, password, displayName: "Two" }, loopback());
    expect(registered).toBe(201);

    const attacker = loopback();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const spoofed = { "x-forwarded-for": `203.0.113.${i + 1}`, "x-biostudio-peer": `forged 203.0.113.${i + 1}` };
      statuses.push(
        await post(ports[i % 2]!, "/api/auth/login", { email, password: `wrong-${i}-pass` }, attacker, spoofed),
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429, 429, 429]);
    // The right password from the attacker's address is refused on either server.
    expect(await post(ports[1], "/api/auth/login", { email, password }, attacker)).toBe(429);
    // The owner, from another address, signs in.
    expect(await post(ports[1], "/api/auth/login", { email, password }, loopback())).toBe(200);
  } finally {
    for (const server of servers) server.kill("SIGTERM");
  }
});
