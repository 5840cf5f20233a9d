import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDatabaseClient } from "@/lib/db/client";
import { databaseConfig } from "@/lib/env";

// The committed migrations, the generated schema files and the models must
// agree, on SQLite always and on PostgreSQL when TEST_DATABASE_URL names a
// server (a fresh database is created in it and dropped afterwards). Every
// Prisma command goes through prisma.config.ts and the schema-engine bridge,
// exactly as `npm run db:*` and `npx prisma` do.

const root = path.resolve(import.meta.dirname, "../..");

type Result = { code: number; output: string };

/** Runs a Node script of the project (or the Prisma CLI) against `databaseUrl`. */
function run(args: string[], databaseUrl: string): Promise<Result> {
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PATH: `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
    CHECKPOINT_DISABLE: "1",
  };
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: root, env }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

const prismaCli = path.join(root, "node_modules", "prisma", "build", "index.js");
const prisma = (databaseUrl: string, ...args: string[]) => run([prismaCli, ...args], databaseUrl);

const migrationNames = (dialect: string) =>
  readdirSync(path.join(root, "prisma", dialect, "migrations"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe("schema files", () => {
  it("prisma/sqlite and prisma/postgres schema.prisma are generated from models.prisma", async () => {
    const { code, output } = await run(["scripts/prisma-schemas.mjs", "--check"], "");
    expect(output).toBe("");
    expect(code).toBe(0);
  });

  it("both dialects have the same migrations, each with a lock file", () => {
    expect(migrationNames("sqlite").length).toBeGreaterThan(0);
    expect(migrationNames("postgres")).toEqual(migrationNames("sqlite"));
    for (const dialect of ["sqlite", "postgres"]) {
      expect(readdirSync(path.join(root, "prisma", dialect, "migrations"))).toContain("migration_lock.toml");
    }
  });
});

describe("prisma.config.ts", () => {
  it.each([
    "file:./data/other.db",
    "./relative.db",
    "  file:/tmp/trimmed.db ",
    "postgres://u@h:5432/db",
    "postgresql://h/db",
  ])("resolves DATABASE_URL=%j to the same database as databaseConfig()", async (url) => {
    vi.stubEnv("DATABASE_URL", url);
    vi.resetModules();
    const { default: config } = await import("../../prisma.config");
    vi.unstubAllEnvs();
    const app = databaseConfig(url.trim());
    const expected = app.dialect === "postgres" ? app.url : `file:${path.resolve(root, app.file)}`;
    expect(config.datasource?.url).toBe(expected);
    expect(config.schema).toBe(path.join(root, "prisma", app.dialect, "schema.prisma"));
  });
});

type Target = { dialect: "sqlite" | "postgres"; url: string; cleanUp: () => Promise<void> };

function sqliteTarget(): Target {
  const dir = mkdtempSync(path.join(tmpdir(), "biostudio-migrations-"));
  return {
    dialect: "sqlite",
    url: `file:${path.join(dir, "test.db")}`,
    cleanUp: async () => rmSync(dir, { recursive: true }),
  };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const name = `biostudio_migrations_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dialect: "postgres",
    url: url.toString(),
    cleanUp: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? "");
const dialects = onPostgres ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

describe.each(dialects)("migrations on %s", (dialect) => {
  let target: Target;
  const schema = path.join(root, "prisma", dialect, "schema.prisma");
  const migrations = path.join(root, "prisma", dialect, "migrations");

  beforeAll(async () => {
    target = dialect === "sqlite" ? sqliteTarget() : await postgresTarget(process.env.TEST_DATABASE_URL!);
  });
  afterAll(async () => {
    await target?.cleanUp();
  });

  it("npm run db:migrate applies every committed migration to an empty database", async () => {
    const { code, output } = await run(["scripts/db-migrate.mjs"], target.url);
    expect(output).toContain("All migrations have been successfully applied");
    expect(code).toBe(0);
  });

  it("then migrate status reports it up to date, and nothing drifts", async () => {
    const [status, fromMigrations, fromDatabase] = await Promise.all([
      prisma(target.url, "migrate", "status"),
      // The committed migrations produce exactly the schema (exit code 2 would be a difference).
      prisma(target.url, "migrate", "diff", "--from-migrations", migrations, "--to-schema", schema, "--exit-code"),
      // The migrated database is exactly the schema.
      prisma(target.url, "migrate", "diff", "--from-config-datasource", "--to-schema", schema, "--exit-code"),
    ]);
    expect(status.output).toContain("Database schema is up to date");
    expect(status.code).toBe(0);
    expect(fromMigrations.output).toContain("No difference detected");
    expect(fromMigrations.code).toBe(0);
    expect(fromDatabase.output).toContain("No difference detected");
    expect(fromDatabase.code).toBe(0);
    // Three Prisma CLIs, each loading the schema engine's WebAssembly: ~10 s on an idle 2-core machine.
  }, 60_000);

  it("migrate reset empties the database and applies the migrations again", async () => {
    const client = createDatabaseClient(databaseConfig(target.url));
    await client.mailMessage.create({ data: { to: "a@example.com", subject: "s", text: "t" } });
    await client.$disconnect();
    const { code, output } = await prisma(target.url, "migrate", "reset", "--force");
    expect(output).toContain("Database reset successful");
    expect(code).toBe(0);
    const after = createDatabaseClient(databaseConfig(target.url));
    await expect(after.mailMessage.count()).resolves.toBe(0);
    await after.$disconnect();
  });

  it.runIf(dialect === "sqlite")("SQLite runs in WAL mode with a busy timeout", async () => {
    const file = target.url.replace(/^file:/, "");
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma("journal_mode", { simple: true })).toBe("wal"); // stored in the file by the migration
    raw.close();
    const client = createDatabaseClient({ dialect: "sqlite", file });
    const [mode] = await client.$queryRaw<{ journal_mode: string }[]>`PRAGMA journal_mode`;
    const [timeout] = await client.$queryRaw<{ timeout: number | bigint }[]>`PRAGMA busy_timeout`;
    const [foreignKeys] = await client.$queryRaw<{ foreign_keys: number | bigint }[]>`PRAGMA foreign_keys`;
    await client.$disconnect();
    expect(mode?.journal_mode).toBe("wal");
    expect(Number(timeout?.timeout)).toBe(5000);
    expect(Number(foreignKeys?.foreign_keys)).toBe(1);
  });
});
