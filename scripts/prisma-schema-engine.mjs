#!/usr/bin/env node
// Stands in for Prisma's native schema engine (prisma.config.ts points
// PRISMA_SCHEMA_ENGINE_BINARY here). Why: every Prisma CLI command first
// downloads that engine from binaries.prisma.sh, which this project cannot
// reach, and no npm package ships it. The official @prisma/schema-engine-wasm
// runs the same engine as WebAssembly over a driver adapter; this script speaks
// the CLI's protocol (JSON-RPC 2.0, one message a line on stdio, plus one-shot
// `cli <command>` calls), delegates to it, and bridges where the two differ.
// Works with these exact versions (pinned in package.json): prisma 7.10.1,
// @prisma/schema-engine-wasm 8.1.0-2.59be4fda12412a79eeb9c2ae727b6aa723593323,
// @prisma/driver-adapter-utils 7.10.1, @prisma/adapter-pg 7.10.1,
// @prisma/adapter-better-sqlite3 7.10.0. After bumping any, run
// tests/integration/migrations.test.ts on SQLite and PostgreSQL.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as wasm from "@prisma/schema-engine-wasm/schema_engine_bg";
import pg from "pg";

const { values: flags, positionals } = parseArgs({
  options: { datamodels: { type: "string", multiple: true }, datasource: { type: "string" } },
  strict: false, // the CLI may add flags this bridge has no use for
});
const datasource = JSON.parse(flags.datasource ?? "{}");
const url = String(datasource.url ?? "");
const isPostgres = /^postgres(ql)?:\/\//.test(url);
const sqliteFile = path.resolve(url.replace(/^file:/, ""));

// Discrete fields, not a connection string: adapter-pg opens its shadow
// database as { ...config, database }, and a connection string would win.
function pgConfig(connectionString) {
  const u = new URL(connectionString);
  const field = (value) => decodeURIComponent(value) || undefined;
  return {
    host: field(u.hostname),
    port: Number(u.port || 5432),
    user: field(u.username),
    password: field(u.password),
    database: field(u.pathname.slice(1)),
  };
}

// Runs one statement on the server's maintenance database.
async function onServer(config, sql) {
  const client = new pg.Client({ ...config, database: "postgres" });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

// PostgreSQL's one-byte "char" type (in the pg_catalog columns the engine
// introspects) is one adapter-pg cannot decode; read it as text.
const addFields = pg.Result.prototype.addFields;
pg.Result.prototype.addFields = function (fields) {
  for (const field of fields) if (field.dataTypeID === 18) field.dataTypeID = 25;
  return addFields.call(this, fields);
};

// The engine replays migration scripts on a shadow database through
// executeRaw, while better-sqlite3 prepares one statement at a time.
function acceptScripts(adapter) {
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    const isScript = query.args.length === 0 && query.sql.trim().replace(/;$/, "").includes(";");
    return isScript ? (await adapter.executeScript(query.sql), 0) : executeRaw(query);
  };
  return adapter;
}

// Prisma's own history table. On a new SQLite file the wasm engine reads it
// before creating it and fails with P1014.
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" TEXT PRIMARY KEY NOT NULL, "checksum" TEXT NOT NULL, "finished_at" DATETIME,
  "migration_name" TEXT NOT NULL, "logs" TEXT, "rolled_back_at" DATETIME,
  "started_at" DATETIME NOT NULL DEFAULT current_timestamp,
  "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0);`;

let sqlite; // the engine's main SQLite connection, kept for reset and shutdown

function adapterFactory() {
  if (!isPostgres) {
    mkdirSync(path.dirname(sqliteFile), { recursive: true });
    const factory = new PrismaBetterSqlite3({ url: sqliteFile });
    const [connect, connectToShadowDb] = [factory.connect.bind(factory), factory.connectToShadowDb.bind(factory)];
    factory.connect = async () => {
      sqlite = acceptScripts(await connect());
      // WAL as in lib/db/client.ts: the journal mode is stored in the file.
      await sqlite.executeScript(`PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; ${MIGRATIONS_TABLE}`);
      return sqlite;
    };
    factory.connectToShadowDb = async () => acceptScripts(await connectToShadowDb()); // in memory
    return factory;
  }
  const config = pgConfig(url);
  const factory = new PrismaPg(config);
  // adapter-pg drops its temporary shadow database before closing that
  // database's pool, which PostgreSQL refuses; close first, then drop.
  factory.connectToShadowDb = async () => {
    const name = `prisma_shadow_${crypto.randomUUID().replaceAll("-", "")}`;
    await onServer(config, `CREATE DATABASE "${name}"`);
    const adapter = await new PrismaPg({ ...config, database: name }).connect();
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      await onServer(config, `DROP DATABASE IF EXISTS "${name}"`);
    };
    return adapter;
  };
  return factory;
}

// The native engine resets SQLite by deleting the file; the wasm engine left
// the tables in place. Drop every table and view instead.
async function resetSqlite() {
  const sql = "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'";
  const { rows } = await sqlite.queryRaw({ sql, args: [], argTypes: [] });
  const drops = rows.map(([type, name]) => `DROP ${type} IF EXISTS "${name.replaceAll('"', '""')}";`);
  await sqlite.executeScript(`PRAGMA foreign_keys = OFF; ${drops.join(" ")} PRAGMA foreign_keys = ON;`);
}

// ---- one-shot commands: `schema-engine --datasource {…} cli <command>` ----

// Errors go to stderr as JSON log lines; the CLI skips the first line.
function fail(message, errorCode) {
  const fields = { message, ...(errorCode && { error_code: errorCode }) };
  process.stderr.write(
    `schema-engine bridge\n${JSON.stringify({ level: "ERROR", target: "schema_engine::logger", fields })}`,
  );
  process.exit(1);
}

// The CLI asks whether the database exists before deploy, dev and reset, and
// creates it when the answer is P1003.
async function runCli(command) {
  if (!isPostgres) return; // opening a SQLite file creates it
  const config = pgConfig(url);
  const server = `${config.host}:${config.port}`;
  try {
    if (command === "can-connect-to-database") {
      const client = new pg.Client(config);
      await client.connect();
      await client.end();
    } else if (command === "create-database") {
      await onServer(config, `CREATE DATABASE "${config.database}"`);
    } else fail(`Command not supported by this bridge: ${command}`);
  } catch (error) {
    if (error.code === "3D000")
      fail(`Database \`${config.database}\` does not exist on the database server at \`${server}\`.`, "P1003");
    if (error.code === "ECONNREFUSED") fail(`Can't reach database server at \`${server}\``, "P1001");
    fail(String(error.message ?? error));
  }
}

// ---- the JSON-RPC server the CLI talks to for everything else ----

let panicMessage; // the wasm module reports Rust panics here before it throws
globalThis.PRISMA_WASM_PANIC_REGISTRY = { set_message: (message) => (panicMessage = message) };
process.on("uncaughtException", (error) =>
  fail(panicMessage ? `Schema engine panicked: ${panicMessage}` : String(error?.stack ?? error)),
);

let errorRegistry; // the driver errors that engine messages name only by id

async function newEngine() {
  // `migrate diff` sends no schema, but the engine needs one for its provider.
  const fallback = `datasource db {\n  provider = "${isPostgres ? "postgresql" : "sqlite"}"\n}\n`;
  const datamodels = flags.datamodels?.map((file) => [file, readFileSync(file, "utf8")]) ?? [
    ["schema.prisma", fallback],
  ];
  const factory = bindMigrationAwareSqlAdapterFactory(adapterFactory());
  errorRegistry = factory.errorRegistry;
  return wasm.SchemaEngine.new({ datamodels }, (line) => process.stderr.write(`${line}\n`), factory);
}

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
const printed = new Map();
let printId = 0;

// The wasm engine returns a diff; the CLI expects the engine to ask it to print.
function print(content) {
  const id = `print-${++printId}`;
  send({ id, method: "print", params: { content } });
  return new Promise((resolve) => printed.set(id, resolve));
}

let engine;
async function handle(method, params) {
  switch (method) {
    case "getDatabaseVersion": // renamed in the wasm engine
      return engine.version(params);
    case "reset":
      return isPostgres ? engine.reset(params) : resetSqlite();
    case "diff": {
      const { stdout, exitCode } = await engine.diff(params);
      if (stdout) await print(stdout.trimEnd());
      return { exitCode };
    }
    case "evaluateDataLoss":
    case "createMigration":
      // The wasm engine replays the migration history (on the shadow database)
      // only in a drift check, which caches it; these two only read that cache,
      // failing with "shadow DB must be provided through an external factory".
      await engine.diagnoseMigrationHistory({
        migrationsList: params.migrationsList,
        optInToShadowDatabase: true,
        filters: params.filters,
      });
      return engine[method](params);
    default:
      if (typeof engine[method] !== "function")
        throw new Error(`Method not supported by the wasm schema engine: ${method}`);
      return engine[method](params);
  }
}

// "External error id#3" names a driver error the engine did not understand; add its message.
function rpcError(error) {
  const message = String(error?.message ?? error).replace(/External error id#(\d+)/g, (text, id) => {
    const { cause, message } = errorRegistry?.consumeError(Number(id))?.error ?? {};
    return `${text}: ${cause?.message ?? message ?? "(no details)"}`;
  });
  return { code: 4466, message, data: { is_panic: false, message, error_code: error?.code, meta: error?.meta } };
}

async function serve() {
  // Instantiated by hand: Node cannot import a .wasm file as an ES module.
  const wasmFile = new URL("schema_engine_bg.wasm", import.meta.resolve("@prisma/schema-engine-wasm"));
  const { instance } = await WebAssembly.instantiate(readFileSync(wasmFile), { "./schema_engine_bg.js": wasm });
  wasm.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  engine = await newEngine();

  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on("line", (line) => {
    if (!line.trim()) return;
    const { id, method, params } = JSON.parse(line);
    if (printed.has(id)) return printed.get(id)();
    // Not awaited: a diff in progress waits for the CLI's answer to `print`.
    handle(method, params).then(
      (result) => send({ id, result: result ?? {} }),
      (error) => send({ id, error: rpcError(error) }),
    );
  });
  // The CLI ends stdin and sends SIGTERM at once. Close SQLite (synchronous in
  // better-sqlite3) so that no -wal/-shm files stay behind.
  const stop = () => {
    void sqlite?.dispose();
    process.exit(0);
  };
  lines.on("close", stop);
  process.on("SIGTERM", stop);
}

if (positionals[0] === "cli") await runCli(positionals[1]);
else await serve();
