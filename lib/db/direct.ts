import "server-only";
import type BetterSqlite3 from "better-sqlite3";
import pg from "pg";

// Plain SQL on the connections Prisma already holds, for the few statements of the generation's
// hot path (docs/decisions/008-generation-hot-path.md): through Prisma a statement costs the
// server 0.3–1 ms of CPU (query compilation, the adapter's result mapping), through the driver
// a few microseconds on SQLite and one round trip on PostgreSQL. Everything else keeps Prisma.
//
// A unit of work is a generator that yields statements (`yield* sql(text, params)`) and gets
// their rows back, so the same code runs on both databases:
// - SQLite: on Prisma's own better-sqlite3 connection, synchronously from BEGIN IMMEDIATE to
//   COMMIT, so no other code of this process can run in between (Prisma's statements would
//   otherwise slip into the transaction). A lock shared with Prisma's interactive transactions
//   on that connection (lib/db/client.ts) makes the work wait for one in flight, first come
//   first served, instead of joining it.
// - PostgreSQL: on a client of the pool Prisma's adapter uses, in BEGIN … COMMIT.
// Statements are written once with `?` placeholders (so no literal question mark in their text)
// and "quoted" identifiers; dates are passed as Date and stored as Prisma stores them (SQLite:
// ISO 8601 text with "+00:00"; PostgreSQL: TIMESTAMP(3) holding UTC).

export type Row = Record<string, unknown>;
export interface Statement {
  text: string;
  params: readonly unknown[];
}
export type Work<T> = Generator<Statement, T, Row[]>;

/** One statement of a unit of work: `const rows = yield* sql("SELECT …", [a, b])`. */
export function* sql(text: string, params: readonly unknown[] = []): Generator<Statement, Row[], Row[]> {
  return yield { text, params };
}

export type DirectHandle =
  | {
      dialect: "sqlite";
      connection: () => Promise<BetterSqlite3.Database>;
      /** Also taken by every Prisma transaction on that connection (lib/db/client.ts). */
      lock: { acquire(): Promise<() => void> };
    }
  | { dialect: "postgres"; pool: pg.Pool };

/** Prisma's DateTime on SQLite: `2026-11-26T20:08:18.916+00:00`. */
const sqliteParam = (value: unknown) =>
  value instanceof Date
    ? value.toISOString().replace("Z", "+00:00")
    : typeof value === "boolean"
      ? Number(value)
      : value;

const statements = new WeakMap<BetterSqlite3.Database, Map<string, BetterSqlite3.Statement>>();

function prepared(connection: BetterSqlite3.Database, text: string): BetterSqlite3.Statement {
  let cache = statements.get(connection);
  if (!cache) statements.set(connection, (cache = new Map()));
  let statement = cache.get(text);
  if (!statement) {
    statement = connection.prepare(text);
    // Prisma's connection reads integers as BigInt by default; these statements read numbers.
    if (statement.reader) statement.safeIntegers(false);
    cache.set(text, statement);
  }
  return statement;
}

function runSqlite(connection: BetterSqlite3.Database, { text, params }: Statement): Row[] {
  const statement = prepared(connection, text);
  const values = params.map(sqliteParam);
  if (statement.reader) return statement.all(...values) as Row[];
  statement.run(...values);
  return [];
}

function drive<T>(work: Work<T>, exec: (s: Statement) => Row[]): T {
  let step = work.next();
  while (!step.done) step = work.next(exec(step.value));
  return step.value;
}

async function driveAsync<T>(work: Work<T>, exec: (s: Statement) => Promise<Row[]>): Promise<T> {
  let step = work.next();
  while (!step.done) step = work.next(await exec(step.value));
  return step.value;
}

// DateTime columns are TIMESTAMP(3) without a time zone holding UTC, as Prisma writes them:
// dates go in as UTC text (an offset in the input is ignored) and come back read as UTC,
// whatever the server's own time zone.
const TIMESTAMP_OID = 1114;
const postgresTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP_OID
      ? (value: string) => new Date(`${value.replace(" ", "T")}Z`)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function postgresQuery({ text, params }: Statement, prepare = false): pg.QueryConfig {
  let n = 0;
  const name = prepare ? statementName(text) : undefined;
  return {
    text: text.replace(/\?/g, () => `$${++n}`),
    values: params.map((value) => (value instanceof Date ? value.toISOString() : value)),
    types: postgresTypes,
    ...(name ? { name } : {}),
  };
}

// A named statement is parsed and planned once per connection, then only executed: for the
// generation's one statement of five WITH clauses that is about 0.4 ms less of the database's
// CPU per generation (measured: 1.0–1.2 ms → 0.6–0.7 ms a save, one connection). Only fixed
// texts are named, and a bounded number of them.
const MAX_NAMED = 32;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED) statementNames.set(text, (name = `direct_${statementNames.size + 1}`));
  return name;
}

/**
 * Runs `run` on the SQLite connection with the lock held, so that no Prisma transaction is open
 * on it meanwhile (one started later waits for the lock). `run` is synchronous: nothing else of
 * this process runs until it returns.
 */
async function withSqlite<T>(
  handle: Extract<DirectHandle, { dialect: "sqlite" }>,
  run: (connection: BetterSqlite3.Database) => T,
): Promise<T> {
  const connection = await handle.connection();
  const release = await handle.lock.acquire();
  try {
    if (connection.inTransaction) throw new Error("A transaction is open on the SQLite connection outside the lock.");
    return run(connection);
  } finally {
    release();
  }
}

/**
 * Runs read-only work of fixed statement texts outside any transaction (each statement sees
 * committed data); on PostgreSQL each text is prepared once per connection.
 */
export async function directRead<T>(handle: DirectHandle, work: () => Work<T>): Promise<T> {
  if (handle.dialect === "sqlite")
    return withSqlite(handle, (connection) => drive(work(), (s) => runSqlite(connection, s)));
  return driveAsync(work(), async (s) => (await handle.pool.query(postgresQuery(s, true))).rows as Row[]);
}

/**
 * One statement of fixed text on PostgreSQL by itself: one round trip, and all or nothing like
 * any single statement (data-modifying `WITH` clauses included), so no `BEGIN`/`COMMIT` round
 * trips. It is prepared once per connection.
 */
export async function directStatement(
  handle: Extract<DirectHandle, { dialect: "postgres" }>,
  text: string,
  params: readonly unknown[],
): Promise<Row[]> {
  return (await handle.pool.query(postgresQuery({ text, params }, true))).rows as Row[];
}

/**
 * Runs `work` in one transaction: committed when it returns, rolled back when it throws (the
 * error is passed on). Work that decides to write nothing after all returns `rollback(value)`.
 */
export async function directTransaction<T>(handle: DirectHandle, work: () => Work<T | Rollback<T>>): Promise<T> {
  if (handle.dialect === "sqlite") {
    return withSqlite(handle, (connection) => {
      prepared(connection, "BEGIN IMMEDIATE").run();
      try {
        const result = drive(work(), (s) => runSqlite(connection, s));
        if (result instanceof Rollback) {
          prepared(connection, "ROLLBACK").run();
          return result.value;
        }
        prepared(connection, "COMMIT").run();
        return result;
      } catch (error) {
        if (connection.inTransaction) prepared(connection, "ROLLBACK").run();
        throw error;
      }
    });
  }
  const client = await handle.pool.connect();
  let broken: unknown;
  try {
    await client.query("BEGIN");
    const result = await driveAsync(work(), async (s) => (await client.query(postgresQuery(s))).rows as Row[]);
    if (result instanceof Rollback) {
      await client.query("ROLLBACK");
      return result.value;
    }
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch((rollbackError: unknown) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    // A client whose rollback failed is dropped rather than handed to the next request.
    client.release(broken instanceof Error ? broken : undefined);
  }
}

/** What a unit of work returns to end its transaction without writing anything. */
export class Rollback<T> {
  constructor(readonly value: T) {}
}

/** A date column as read back: a Date on PostgreSQL, Prisma's ISO text on SQLite. */
export function dateOf(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}
