#!/usr/bin/env node
// Started by Playwright: a fresh database, a production build, `next start`.
// What the server prints goes to data/e2e-server-<port>.log too, where the tests read the
// first-admin setup code as an operator reads it in the log; the mails it sends over SMTP
// land in data/e2e-mail-<port>.jsonl (tests/support/smtp-sink.mjs).
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import { startSmtpSink } from "../tests/support/smtp-sink.mjs";

const port = process.env.E2E_PORT ?? "3210";
const serverLog = `data/e2e-server-${port}.log`;
const mailFile = `data/e2e-mail-${port}.jsonl`;
mkdirSync("data", { recursive: true });
for (const file of [serverLog, mailFile]) rmSync(file, { force: true });
const smtpPort = await startSmtpSink(mailFile);
const env = {
  ...process.env,
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e",
  NEXT_TELEMETRY_DISABLED: "1",
  APP_URL: `http://localhost:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  // The tests sign in with the demo account (db:reset seeds it); say so, as an operator would.
  SEED_DEMO: "true",
  // The suite signs up a few hundred accounts from this one address within the hour.
  SIGNUPS_PER_HOUR_PER_ADDRESS: "5000",
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
const server = spawn("npx", ["next", "start", "-p", port, "--keepAliveTimeout", "70000"], {
  stdio: ["inherit", "pipe", "pipe"],
  env,
});
const log = createWriteStream(serverLog);
server.stdout.on("data", (chunk) => (process.stdout.write(chunk), log.write(chunk)));
server.stderr.on("data", (chunk) => (process.stderr.write(chunk), log.write(chunk)));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
