#!/usr/bin/env node
// npm run db:migrate: apply the committed migrations (prisma/<dialect>/migrations)
// to the database DATABASE_URL names, as the app would resolve it: PostgreSQL
// for postgres:// URLs, else a SQLite file (default data/biostudio.db).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { databaseTarget, describe, prisma } from "./db-tools.mjs";

const target = await databaseTarget();
if (target.dialect === "sqlite") mkdirSync(path.dirname(target.file), { recursive: true });
console.log(`Migrating ${describe(target)}`);
const { code } = await prisma(["migrate", "deploy"], { env: { DATABASE_URL: target.url } });
process.exit(code);
