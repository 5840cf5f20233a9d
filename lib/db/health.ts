import "server-only";
import { db } from "./client";

/** A trivial query; throws (and so answers 503 through the handler) when the database is down. */
export async function pingDatabase(): Promise<void> {
  await db.$queryRaw`SELECT 1`;
}
