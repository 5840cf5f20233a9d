import { describe, expect, it } from "vitest";
import { createDatabaseClient } from "./client";
import { isDatabaseUnavailable, isUniqueViolation } from "./errors";

// Shapes recorded from Prisma 7.10 with adapter-pg and adapter-better-sqlite3.
const prismaError = (code: string, cause: Record<string, unknown>) =>
  Object.assign(new Error(`Invalid \`db.user.count()\` invocation`), {
    name: "PrismaClientKnownRequestError",
    code,
    meta: { modelName: "User", driverAdapterError: { name: "DriverAdapterError", cause } },
  });

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "PostgreSQL refusing connections (P1001)",
      prismaError("P1001", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 }),
    ],
    [
      "SQLite locked past the busy timeout (P1008)",
      prismaError("P1008", {
        originalCode: "SQLITE_BUSY",
        originalMessage: "database is locked",
        kind: "SocketTimeout",
      }),
    ],
    ["the server closing the connection (P1017)", prismaError("P1017", { kind: "ConnectionClosed" })],
    ["pg's pool connection timeout", new Error("Connection terminated due to connection timeout")],
    ["pg losing the server mid-query", new Error("Connection terminated unexpectedly")],
    ["a raw socket error", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    [
      "a SQLite file that cannot be opened",
      Object.assign(new Error("unable to open database file"), { code: "SQLITE_CANTOPEN" }),
    ],
    ["a wrapped cause", new Error("query failed", { cause: Object.assign(new Error("x"), { code: "57P01" }) })],
  ])("recognises %s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", prismaError("P2002", { kind: "UniqueConstraintViolation" })],
    ["a missing table", prismaError("P2021", { kind: "TableDoesNotExist" })],
    ["a programming error", new TypeError("Cannot read properties of undefined")],
    ["a non-error", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("ignores %s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("recognises what the real client throws when PostgreSQL is down", async () => {
    const client = createDatabaseClient({ dialect: "postgres", url: "postgresql://nobody@127.0.0.1:1/none" });
    const error = await client.user.count().catch((e: unknown) => e);
    await client.$disconnect();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises what the real client throws when the SQLite file cannot be opened", async () => {
    const client = createDatabaseClient({ dialect: "sqlite", file: "/nonexistent-directory/biostudio.db" });
    const error = await client.user.count().catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe("isUniqueViolation", () => {
  it("recognises P2002 and the adapter's kind, nothing else", () => {
    expect(isUniqueViolation(prismaError("P2002", { kind: "UniqueConstraintViolation" }))).toBe(true);
    expect(isUniqueViolation({ cause: { kind: "UniqueConstraintViolation" } })).toBe(true);
    expect(isUniqueViolation(prismaError("P1001", { kind: "DatabaseNotReachable" }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
