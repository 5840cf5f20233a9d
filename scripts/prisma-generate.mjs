#!/usr/bin/env node
// postinstall and `npm run db:generate`: refresh the two schema files from
// prisma/models.prisma, then generate a Prisma client per dialect into
// lib/generated/<dialect> (gitignored). Both dialects, always: the app picks
// one at run time from DATABASE_URL. No database is touched.
import { prisma } from "./db-tools.mjs";
import { DIALECTS, schemaPath, writeSchemas } from "./prisma-schemas.mjs";

writeSchemas();
const results = await Promise.all(
  DIALECTS.map((dialect) => prisma(["generate", "--schema", schemaPath(dialect)], { quiet: true })),
);
if (results.some(({ code }) => code !== 0)) process.exit(1);
console.log(`Generated the Prisma clients for ${DIALECTS.join(" and ")} in lib/generated/.`);
