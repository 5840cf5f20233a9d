import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // server-only throws outside React Server Components; lib code is tested directly.
      { find: /^server-only$/, replacement: `${root}/tests/stubs/server-only.ts` },
    ],
  },
  test: {
    environment: "node",
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "tests/e2e/**", ".next/**"],
    testTimeout: 20_000,
    // Integration tests share one migrated database: a SQLite file, or the
    // PostgreSQL database named by TEST_DATABASE_URL (see tests/setup/global-db.ts).
    env: {
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? `file:./data/${process.env.VITEST_DB_NAME ?? "vitest"}.db`,
      NODE_ENV: "test",
    },
    globalSetup: ["tests/setup/global-db.ts"],
    hookTimeout: 60_000,
  },
});
