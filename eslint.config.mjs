import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { serverOnlyInClient } from "./eslint/server-only-in-client.mjs";

// The layering of docs/architecture.md, enforced here rather than remembered:
//   - only lib/db talks to the database (Prisma and the client in lib/db/client.ts);
//   - only lib/env.ts reads the environment, so every variable is validated once;
//   - components/ render: they never load data from lib/db or lib/ai themselves;
//   - nothing server-only reaches a "use client" module (and so the browser).
// `no-restricted-imports` takes one option list per file, and a later block replaces
// an earlier one, so each block below lists every restriction that applies to it.

const PRISMA = {
  patterns: [
    {
      group: ["@prisma/*", "@/lib/generated/*", "**/generated/*", "@/lib/db/client", "**/db/client"],
      message: "Only lib/db talks to the database: call a function of a lib/db module instead.",
    },
  ],
};
// Tests assert on rows through lib/db/client; they still never use Prisma directly.
const PRISMA_PACKAGES = { patterns: [{ ...PRISMA.patterns[0], group: PRISMA.patterns[0].group.slice(0, 3) }] };
const ENV_IMPORT = {
  paths: ["process", "node:process"].map((name) => ({
    name,
    importNames: ["env"],
    message: 'Only lib/env.ts reads the environment: import { env } from "@/lib/env".',
  })),
};
const COMPONENT_DATA = {
  patterns: [
    {
      group: ["@/lib/db/*", "**/lib/db/*", "@/lib/ai/*", "**/lib/ai/*"],
      message: "Components render what they are given: load data in the page or a lib service.",
    },
  ],
};

function restrictedImports(...sets) {
  return ["error", { paths: sets.flatMap((s) => s.paths ?? []), patterns: sets.flatMap((s) => s.patterns ?? []) }];
}

const PROCESS_ENV = [
  "error",
  {
    object: "process",
    property: "env",
    message: 'Only lib/env.ts reads the environment: import { env } from "@/lib/env".',
  },
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      "node_modules/**",
      // Every build folder: .next, .next-e2e*, .next-lighthouse, .next-dev*.
      ".next*/**",
      ".lighthouse/**",
      "lib/generated/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    plugins: { layers: { rules: { "server-only-in-client": serverOnlyInClient } } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": restrictedImports(PRISMA, ENV_IMPORT),
      "no-restricted-properties": PROCESS_ENV,
      "layers/server-only-in-client": "error",
    },
  },
  {
    files: ["components/**"],
    rules: { "no-restricted-imports": restrictedImports(PRISMA, ENV_IMPORT, COMPONENT_DATA) },
  },
  { files: ["lib/db/**"], rules: { "no-restricted-imports": restrictedImports(ENV_IMPORT) } },
  // Tests may read rows through lib/db/client to check what a request stored.
  { files: ["tests/**"], rules: { "no-restricted-imports": restrictedImports(PRISMA_PACKAGES) } },
  // The Prisma tooling (schema engine, client generation) and the seed work below lib/db's functions.
  { files: ["scripts/**", "prisma/**"], rules: { "no-restricted-imports": "off" } },
  // Where the environment may be read directly, and why.
  {
    files: [
      // The validated environment itself.
      "lib/env.ts",
      // Read by Next, Prisma, Vitest and Playwright before the app (and lib/env.ts) exists:
      // build folder, dev mode, the test database, the browser test port.
      "next.config.ts",
      "prisma.config.ts",
      "vitest.config.ts",
      "playwright.config.ts",
      // NEXT_RUNTIME is set by Next per runtime, not by the operator; the Edge runtime
      // must not load lib/env.ts's Node dependencies.
      "instrumentation.ts",
      // Command-line tools and tests set up the processes they start (DATABASE_URL,
      // TEST_DATABASE_URL, E2E_PORT…) and read test-only variables the app does not know.
      "scripts/**",
      "tests/**",
    ],
    rules: { "no-restricted-properties": "off" },
  },
];

export default config;
