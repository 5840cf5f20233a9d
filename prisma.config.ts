import path from "node:path";
import { loadEnvConfig } from "@next/env";
import { defineConfig } from "prisma/config";

// One config for both dialects. DATABASE_URL picks the schema (and with it the
// migrations folder beside it) and the URL, by the rule of databaseConfig() in
// lib/env.ts: postgres:// or postgresql:// is PostgreSQL, anything else a
// SQLite file (default data/biostudio.db) relative to the project root.
// The rule is repeated here rather than imported because importing lib/env.ts
// validates the whole app environment, and `prisma generate` (postinstall)
// must not fail on that. tests/integration/migrations.test.ts checks both agree.
const root = import.meta.dirname;

// Prisma 7 reads no .env file; read the same ones as Next.js so that the CLI
// and the app cannot talk to different databases.
loadEnvConfig(root, process.env.NODE_ENV !== "production", { info: () => {}, error: console.error });

// The CLI cannot download its native schema engine here; every command it runs
// (npx prisma …, the npm scripts) uses the project's bridge to the wasm engine.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(root, "scripts", "prisma-schema-engine.mjs");

const url = process.env.DATABASE_URL?.trim() || undefined;
const dialect = url && /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
// Absolute, because the schema engine does not run in the project root.
const sqliteFile = path.resolve(root, url ? url.replace(/^file:/, "") : "data/biostudio.db");

export default defineConfig({
  schema: path.join(root, "prisma", dialect, "schema.prisma"),
  datasource: { url: dialect === "postgres" && url ? url : `file:${sqliteFile}` },
});
