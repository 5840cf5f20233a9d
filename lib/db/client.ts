import "server-only";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { databaseConfig, type DatabaseConfig } from "@/lib/env";
import { PrismaClient as PostgresClient } from "@/lib/generated/postgres/client";
import { PrismaClient as SqliteClient } from "@/lib/generated/sqlite/client";
import type { DirectHandle } from "./direct";

// The only place that constructs a Prisma client. Both generated clients are
// imported (each loads its query compiler only when first used); DATABASE_URL
// picks one at start-up, as scripts/db-migrate.mjs does for migrations.

export type Database = SqliteClient;

/** Every connection: WAL so readers never wait for the writer, a busy timeout
 * so a locked database waits instead of failing, foreign keys for cascades. */
// synchronous=NORMAL is the usual pairing with WAL: durable across app crashes, one fsync per checkpoint.
const SQLITE_PRAGMAS =
  "PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;";

/** A first-come, first-served lock: `await acquire()` gives the function that releases it. */
function createLock() {
  let tail: Promise<void> = Promise.resolve();
  return {
    acquire(): Promise<() => void> {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const ready = tail.then(() => release);
      tail = tail.then(() => held);
      return ready;
    },
  };
}

type TransactionLike = { commit(): Promise<void>; rollback(): Promise<void> };
type AdapterLike = { client: BetterSqlite3.Database; startTransaction(...args: unknown[]): Promise<TransactionLike> };

class SqliteWithPragmas extends PrismaBetterSqlite3 {
  /** Prisma's connection once it is open, for the hot path's plain statements (./direct.ts). */
  opened?: BetterSqlite3.Database;
  /** Held by each Prisma transaction from BEGIN to its end, and by each unit of plain statements. */
  readonly lock = createLock();

  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript(SQLITE_PRAGMAS);
    // The adapter keeps its better-sqlite3 database in a public field. Its transactions take the
    // shared lock, so plain statements never run inside one of them (nor they inside ours).
    const open = adapter as unknown as AdapterLike;
    this.opened = open.client;
    const start = open.startTransaction.bind(open);
    open.startTransaction = async (...args: unknown[]) => {
      const release = await this.lock.acquire();
      try {
        const tx = await start(...args);
        const commit = tx.commit.bind(tx);
        const rollback = tx.rollback.bind(tx);
        tx.commit = () => commit().finally(release);
        tx.rollback = () => rollback().finally(release);
        return tx;
      } catch (error) {
        release();
        throw error;
      }
    };
    return adapter;
  }
}

// Next.js re-evaluates modules on every change in development and keeps one client per process
// on globalThis (below); the handles live there too, or a re-evaluated module would not know the
// client it is handed.
const globalForDb = globalThis as typeof globalThis & {
  biostudioDb?: Database;
  biostudioDirectHandles?: WeakMap<object, DirectHandle>;
};
const directHandles = (globalForDb.biostudioDirectHandles ??= new WeakMap<object, DirectHandle>());

/** The driver-level handle of a client made by createDatabaseClient (the hot path's plain SQL). */
export function directHandle(client: Database = db): DirectHandle {
  const handle = directHandles.get(client);
  if (!handle) throw new Error("This database client was not made by createDatabaseClient.");
  return handle;
}

/** Exported for tests; the app uses `db`. */
export function createDatabaseClient(config: DatabaseConfig): Database {
  if (config.dialect === "sqlite") {
    // Relative paths are relative to the project root, where Next.js runs.
    const adapter = new SqliteWithPragmas({ url: path.resolve(config.file) });
    const client = new SqliteClient({ adapter });
    directHandles.set(client, {
      dialect: "sqlite",
      lock: adapter.lock,
      connection: async () => {
        if (!adapter.opened) await client.$connect();
        if (!adapter.opened) throw new Error("The SQLite connection did not open.");
        return adapter.opened;
      },
    });
    return client;
  }
  // The pool is made here so the hot path's plain statements share Prisma's connections.
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10, // several web processes share the server's connection limit
    connectionTimeoutMillis: 2_000, // a down database fails the request fast (503)
    idleTimeoutMillis: 30_000,
  });
  // An idle client's error (the server restarted) must not crash the process before Prisma's
  // adapter, which adds its own listener when it connects, has been used.
  pool.on("error", (error) => console.warn("[db] idle PostgreSQL client error", error.message));
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  // The two generated clients come from the same models, so their APIs are
  // identical; they differ only in nominal types TypeScript cannot unify.
  // Typing every caller against the SQLite client keeps the data layer dialect-free.
  const client = new PostgresClient({ adapter }) as unknown as Database;
  directHandles.set(client, { dialect: "postgres", pool });
  return client;
}

const config = databaseConfig();

// Next.js evaluates this module again on every change in development, and a production build
// may evaluate it once per route chunk: one client (one pool, one SQLite connection and its
// transaction lock) per process, kept on globalThis.

export const db: Database = globalForDb.biostudioDb ?? createDatabaseClient(config);
globalForDb.biostudioDb = db;

export const dialect: DatabaseConfig["dialect"] = config.dialect;
