import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";

// VITEST_DB_NAME lets two runs on one machine keep apart (data/<name>.db).
const sqliteTestFile = `data/${process.env.VITEST_DB_NAME ?? "vitest"}.db`;

// Starts every Vitest run on an empty, migrated database.
export default function setup() {
  const url = process.env.TEST_DATABASE_URL ?? `file:./${sqliteTestFile}`;
  if (!process.env.TEST_DATABASE_URL) {
    mkdirSync("data", { recursive: true });
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${sqliteTestFile}${suffix}`, { force: true });
  }
  const result = spawnSync("node", ["scripts/db-reset.mjs", "--force", "--no-seed"], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`Could not prepare the test database:\n${result.stdout}\n${result.stderr}`);
  }
}
