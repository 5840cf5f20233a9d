#!/usr/bin/env node
// Runs before `next dev` and `next build`: apply pending migrations, then seed
// (the seed is idempotent). Works with no environment variable set (SQLite in
// data/biostudio.db) and stays quiet when there is nothing to do.
// `--dev` (npm run dev) seeds the demo account too; a build never does, so a
// production database gets no account with a published password (unless SEED_DEMO=true).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { databaseTarget, describe, prisma, seed } from "./db-tools.mjs";

const target = await databaseTarget();
if (target.dialect === "sqlite") mkdirSync(path.dirname(target.file), { recursive: true });
const env = { DATABASE_URL: target.url };
const { code, stdout } = await prisma(["migrate", "deploy"], { env, quiet: true });
if (code !== 0) {
  console.error(`Could not migrate ${describe(target)} (output above). Is the database running?`);
  process.exit(code);
}
const applied = [...stdout.matchAll(/└─ (\S+)\//g)].map((match) => match[1]);
if (applied.length > 0) console.log(`Applied to ${describe(target)}: ${applied.join(", ")}`);
await seed({ env, demo: process.argv.includes("--dev") });
