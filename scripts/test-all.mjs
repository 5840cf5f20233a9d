#!/usr/bin/env node
// `npm test`: unit and integration tests (Vitest), then the browser tests
// (Playwright builds and starts the app on a fresh database). With
// TEST_DATABASE_URL set, both also run against that PostgreSQL database.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

function run(label, command, args) {
  console.log(`\n== ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const target = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "SQLite";
run(`unit and integration tests (${target})`, "npx", ["vitest", "run"]);
run(`browser tests (${target})`, "npx", ["playwright", "test"]);
