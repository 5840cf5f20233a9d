import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Events are not lost across a restart: a production server (`next start`, the browser tests'
// build) answers track events and is stopped with SIGTERM while they still pour in. Every event
// answered 202 must be in the database after the process has exited, in each of two runs.

const ROUNDS = 2;
const EVENTS = 240;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

// The database and build of the browser tests' server (scripts/e2e-server.mjs).
const databaseUrl = process.env.TEST_DATABASE_URL ?? `file:./data/${process.env.E2E_DB_NAME ?? "e2e"}.db`;
const distDir = process.env.E2E_DIST_DIR ?? ".next-e2e";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [path.resolve("node_modules/next/dist/bin/next"), "start", "-p", String(port)],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NEXT_DIST_DIR: distDir,
        NEXT_TELEMETRY_DISABLED: "1",
        APP_URL: `http://localhost:${port}`,
        // One visitor sends every event here: the per-visitor limits would answer 429.
        DISABLE_RATE_LIMITS: "true",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  for (let i = 0; i < 150; i++) {
    const up = await fetch(`http://localhost:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return server;
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill("SIGKILL");
  throw new Error(`next start did not answer on port ${port}`);
}

async function newShare(origin: string): Promise<string> {
  const email = `shutdown-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`;
  const registered = await fetch(`${origin}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: "e2e-strong-passphrase", displayName: "Sig Term" }),
  });
  expect(registered.status).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const shared = await fetch(`${origin}/api/bio/share`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, authorization: `Bearer ${token}` },
    body: JSON.stringify({ description: "night owl", tone: "bold", generatedBio: "Up late, shipping things 🦉" }),
  });
  expect(shared.status).toBe(201);
  return ((await shared.json()) as { shareableId: string }).shareableId;
}

/**
 * One track event on a connection of its own, closed after the answer (as a proxy without
 * keep-alive does): the server may stop as soon as the last answer is out.
 */
function post(port: number, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        port,
        host: "localhost",
        path: "/api/track",
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "user-agent": BROWSER, connection: "close" },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Rows of a bio's events, read straight from the database the server wrote to. */
async function countRows(bioId: string): Promise<number> {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const result = await client.query('SELECT COUNT(*)::int AS n FROM "TrackEvent" WHERE "bioId" = $1', [bioId]);
      return Number(result.rows[0]?.n);
    } finally {
      await client.end();
    }
  }
  const { default: Database } = await import("better-sqlite3");
  const sqlite = new Database(databaseUrl.replace(/^file:/, ""), { readonly: true });
  try {
    const row = sqlite.prepare('SELECT COUNT(*) AS n FROM "TrackEvent" WHERE "bioId" = ?').get(bioId) as { n: number };
    return row.n;
  } finally {
    sqlite.close();
  }
}

test("every track event answered 202 is stored when the server is stopped with SIGTERM", async () => {
  test.skip(test.info().project.name !== "mobile", "one run is enough: no browser is involved");
  test.setTimeout(120_000);

  for (let round = 1; round <= ROUNDS; round++) {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const server = await startServer(port);
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    const bioId = await newShare(origin);

    let answered = 0;
    const send = (i: number) =>
      post(
        port,
        JSON.stringify({ bioId, event: "click", source: "shutdown-test", metadata: { clickType: `n${i}` } }),
      ).then(
        (status) => {
          if (status === 202) answered += 1;
          // The signal goes out while half of the events are still on their way.
          if (answered === EVENTS / 2) server.kill("SIGTERM");
          return status;
        },
        () => 0, // refused once the server stopped listening: not answered, so not promised
      );
    const statuses = await Promise.all(Array.from({ length: EVENTS }, (_, i) => send(i)));
    if (server.exitCode === null && answered < EVENTS / 2) server.kill("SIGTERM");

    expect(await exited).not.toBeNull();
    expect(statuses.filter((s) => s !== 202 && s !== 0)).toEqual([]);
    expect(answered).toBeGreaterThanOrEqual(EVENTS / 2);
    expect(await countRows(bioId)).toBe(answered);
  }
});
