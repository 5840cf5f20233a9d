// Classifies database errors without importing Prisma, so the HTTP layer can
// answer 503 (DATABASE_DOWN_MESSAGE) instead of 500 when the database, not the
// code, is the problem. Errors arrive in several shapes: Prisma's known
// request errors (code P1001…), driver-adapter errors in `meta` or `cause`
// (kind DatabaseNotReachable…), and raw pg / better-sqlite3 / Node errors.

/** Prisma: can't reach server, timed out, operation timed out, server closed the connection, pool timeout. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);

/** Driver-adapter error kinds for the same situations. */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

const DRIVER_CODES = new Set([
  // Node sockets (pg)
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  // PostgreSQL SQLSTATE: too many connections, shutting down, starting up
  "53300",
  "57P01",
  "57P02",
  "57P03",
  // SQLite: locked beyond the busy timeout, file cannot be opened, disk I/O
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_CANTOPEN",
  "SQLITE_IOERR",
]);

const MESSAGES = [
  /can't reach database server/i,
  /timeout exceeded when trying to connect/i, // pg pool, connectionTimeoutMillis
  /connection terminated/i, // pg, server went away mid-query
  /server (has )?closed the connection/i,
  /database is locked/i,
  /unable to open database file/i,
  /cannot open database because the directory does not exist/i,
];

type Inspectable = {
  code?: unknown;
  errorCode?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
};

/** True when the error says the database cannot be reached or used right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someInChain(error, (e) => {
    if (typeof e.code === "string" && (PRISMA_CODES.has(e.code) || DRIVER_CODES.has(e.code))) return true;
    if (typeof e.errorCode === "string" && PRISMA_CODES.has(e.errorCode)) return true;
    if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
    if (typeof e.originalCode === "string" && DRIVER_CODES.has(e.originalCode)) return true;
    return typeof e.message === "string" && MESSAGES.some((pattern) => pattern.test(e.message as string));
  });
}

/** SQLite and PostgreSQL (23505) codes of a unique violation, as the drivers raise them. */
const UNIQUE_CODES = new Set(["P2002", "23505", "SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY"]);

/** True for a unique-constraint violation (Prisma P2002, or the driver's own code), from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return someInChain(
    error,
    (e) => (typeof e.code === "string" && UNIQUE_CODES.has(e.code)) || e.kind === "UniqueConstraintViolation",
  );
}

/** True when a transaction could not start within Prisma's wait (P2028): the pool was busy. */
export function isTransactionStartTimeout(error: unknown): boolean {
  return someInChain(error, (e) => e.code === "P2028");
}

/** True when a serializable transaction lost a race (Prisma P2034, PostgreSQL 40001). */
export function isSerializationFailure(error: unknown): boolean {
  return someInChain(error, (e) => e.code === "P2034" || e.code === "40001" || e.kind === "TransactionWriteConflict");
}

// Walks an error, its `cause` chain and Prisma's meta.driverAdapterError.
function someInChain(error: unknown, test: (e: Inspectable) => boolean): boolean {
  const queue: unknown[] = [error];
  for (let depth = 0; queue.length > 0 && depth < 10; depth++) {
    const e = queue.shift();
    if (typeof e !== "object" || e === null) continue;
    const candidate = e as Inspectable;
    if (test(candidate)) return true;
    queue.push(candidate.cause, candidate.meta?.driverAdapterError);
  }
  return false;
}
