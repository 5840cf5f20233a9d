// Bulk inserts for scripts/bench-analytics.ts: a million rows through the drivers themselves.
// SQLite: prepared statements in one transaction per call (better-sqlite3). PostgreSQL: one
// INSERT … SELECT FROM unnest(…) per call (pg). Dates go in as Prisma stores them.

import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import type { RollupRow } from "../lib/analytics/rollup";
import type { AnalyticsLinkEventRow } from "../lib/db/analytics-rollups";

export interface BulkWriter {
  events(rows: AnalyticsLinkEventRow[]): Promise<void>;
  rollups(rows: RollupRow[]): Promise<void>;
  close(): Promise<void>;
}

const EVENT_COLUMNS = [
  "id",
  "pageId",
  "linkId",
  "kind",
  "visitorHash",
  "referrer",
  "country",
  "userAgent",
  "device",
  "browser",
  "os",
  "createdAt",
] as const;
const ROLLUP_KEYS = ["userId", "source", "dimension", "day", "subjectId", "linkId", "value"] as const;
const ROLLUP_COUNTS = ["views", "clicks", "conversions", "created", "uniqueViews", "uniqueClicks"] as const;
const quote = (names: readonly string[]) => names.map((n) => `"${n}"`).join(", ");
const upsert = ROLLUP_COUNTS.map((c) => `"${c}" = "AnalyticsDaily"."${c}" + excluded."${c}"`).join(", ");

function eventValues(row: AnalyticsLinkEventRow, date: Date | string) {
  return [
    randomUUID(),
    row.pageId,
    row.linkId,
    row.kind,
    row.visitorHash,
    row.referrer,
    row.country,
    row.userAgent,
    row.device,
    row.browser,
    row.os,
    date,
  ];
}

export async function bulkWriter(postgresUrl: string | null): Promise<BulkWriter> {
  if (!postgresUrl) {
    const file = /^file:(.*)$/.exec(process.env.DATABASE_URL ?? "")?.[1] ?? "data/bench-analytics.db";
    const sqlite = new Database(file);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    const insertEvent = sqlite.prepare(
      `INSERT INTO "LinkEvent" (${quote(EVENT_COLUMNS)}) VALUES (${EVENT_COLUMNS.map(() => "?").join(", ")})`,
    );
    const insertRollup = sqlite.prepare(
      `INSERT INTO "AnalyticsDaily" (${quote([...ROLLUP_KEYS, ...ROLLUP_COUNTS])}) VALUES (${[...ROLLUP_KEYS, ...ROLLUP_COUNTS].map(() => "?").join(", ")})
       ON CONFLICT (${quote(ROLLUP_KEYS)}) DO UPDATE SET ${upsert}`,
    );
    // Prisma keeps SQLite dates as ISO text with an explicit offset.
    const events = sqlite.transaction((rows: AnalyticsLinkEventRow[]) => {
      for (const r of rows) insertEvent.run(eventValues(r, r.createdAt.toISOString().replace("Z", "+00:00")));
    });
    const rollups = sqlite.transaction((rows: RollupRow[]) => {
      for (const r of rows) insertRollup.run([...ROLLUP_KEYS.map((k) => r[k]), ...ROLLUP_COUNTS.map((c) => r[c])]);
    });
    return {
      events: async (rows) => events(rows),
      rollups: async (rows) => rollups(rows),
      close: async () => {
        // Fresh statistics for the planner, as SQLite's optimize pass keeps them in production.
        sqlite.exec("ANALYZE");
        sqlite.close();
      },
    };
  }

  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  const columns = (rows: unknown[][], width: number) =>
    Array.from({ length: width }, (_, i) => rows.map((row) => row[i]));
  return {
    async events(rows) {
      const values = rows.map((r) => eventValues(r, r.createdAt));
      await client.query(
        `INSERT INTO "LinkEvent" (${quote(EVENT_COLUMNS)})
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
           $8::text[], $9::text[], $10::text[], $11::text[], $12::timestamptz[])`,
        columns(values, EVENT_COLUMNS.length),
      );
    },
    async rollups(rows) {
      const values = rows.map((r) => [...ROLLUP_KEYS.map((k) => r[k]), ...ROLLUP_COUNTS.map((c) => r[c])]);
      await client.query(
        `INSERT INTO "AnalyticsDaily" (${quote([...ROLLUP_KEYS, ...ROLLUP_COUNTS])})
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
           $8::int[], $9::int[], $10::int[], $11::int[], $12::int[], $13::int[])
         ON CONFLICT (${quote(ROLLUP_KEYS)}) DO UPDATE SET ${upsert}`,
        columns(values, ROLLUP_KEYS.length + ROLLUP_COUNTS.length),
      );
    },
    async close() {
      // What autovacuum does after a bulk load: the planner needs the tables' statistics.
      await client.query('ANALYZE "AnalyticsDaily"');
      await client.end();
    },
  };
}
