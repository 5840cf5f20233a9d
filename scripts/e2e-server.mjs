#!/usr/bin/env node
// Started by Playwright: a fresh database, a production build, `next start`.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.env.E2E_PORT ?? "3210";
const env = {
  ...process.env,
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e",
  NEXT_TELEMETRY_DISABLED: "1",
  APP_URL: `http://localhost:${port}`,
};

if (process.env.TEST_DATABASE_URL) {
  env.DATABASE_URL = process.env.TEST_DATABASE_URL;
} else {
  // E2E_DB_NAME keeps two runs on one machine apart (data/<name>.db).
  const file = `data/${process.env.E2E_DB_NAME ?? "e2e"}.db`;
  env.DATABASE_URL = `file:./${file}`;
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
}

function step(args) {
  const result = spawnSync("npm", args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

step(["run", "db:reset", "--", "--force"]);
if (!process.env.E2E_SKIP_BUILD) step(["exec", "--", "next", "build"]);
// A long keep-alive so test clients never reuse a socket the server has just closed (ECONNRESET).
const server = spawn("npx", ["next", "start", "-p", port, "--keepAliveTimeout", "70000"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
