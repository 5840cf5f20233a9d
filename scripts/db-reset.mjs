#!/usr/bin/env node
// npm run db:reset [-- --no-seed]: empty the database DATABASE_URL names,
// re-apply every migration, then seed. Destructive: development and tests only
// (it asks nothing; --force is accepted for habit's sake).
// `prisma migrate reset` empties the database in place (PostgreSQL: drops and
// recreates the schema, creating the database if needed; SQLite: drops every
// table, see the bridge) rather than deleting a SQLite file that a running dev
// server would go on using, unlinked.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { databaseTarget, describe, prisma, seed } from "./db-tools.mjs";

const target = await databaseTarget();
if (target.dialect === "sqlite") mkdirSync(path.dirname(target.file), { recursive: true });
console.log(`Resetting ${describe(target)}`);
const env = { DATABASE_URL: target.url };
const { code } = await prisma(["migrate", "reset", "--force"], { env, quiet: true });
if (code !== 0) process.exit(code);
console.log("Emptied and migrated.");
// Development and tests only (see above): the demo account is seeded too.
if (!process.argv.includes("--no-seed")) await seed({ env, demo: true });
