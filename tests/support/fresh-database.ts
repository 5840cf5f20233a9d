import { spawnSync } from "node:child_process";

/**
 * A database of its own, emptied and migrated, for a test file that needs a fresh install (no
 * administrator yet) while the other files share theirs: `<test db>_<name>` on PostgreSQL, a
 * file beside the test database on SQLite. Call it in `vi.hoisted`, before anything imports
 * lib/env.ts, and set DATABASE_URL to the answer.
 */
export function freshDatabaseUrl(name: string): string {
  const base = process.env.TEST_DATABASE_URL;
  let url = `file:./data/${process.env.VITEST_DB_NAME ?? "vitest"}-${name}.db`;
  if (base) {
    const postgres = new URL(base);
    postgres.pathname = `${postgres.pathname}_${name}`;
    url = postgres.toString();
  }
  const result = spawnSync("node", ["scripts/db-reset.mjs", "--force", "--no-seed"], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`Could not prepare ${name}:\n${result.stdout}\n${result.stderr}`);
  return url;
}
