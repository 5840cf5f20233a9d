import "server-only";
import { strToU8, zipSync, type Zippable } from "fflate";
import type { AccountData } from "@/lib/db/account";
import { toCsv } from "./csv";

// "Download your data": a ZIP with everything held about a user,
// all of it in data.json, one JSON and one CSV file per kind of record, and the
// avatar images themselves.

function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (v instanceof Uint8Array ? undefined : v))) as unknown;
}

function rows(value: unknown): Record<string, unknown>[] {
  if (value === null || value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => (plain(item) ?? {}) as Record<string, unknown>);
}

export function buildExportZip(data: AccountData, now = new Date()): Uint8Array {
  const { avatars, ...rest } = data;
  const kinds: Record<string, unknown> = {
    ...rest,
    avatars: avatars.map(({ data: _bytes, ...meta }) => ({ ...meta, file: `avatars/${meta.id}.webp` })),
  };
  const files: Zippable = {
    "README.txt": strToU8(
      [
        "BioStudio – your data",
        `Exported ${now.toISOString()} for ${data.user.email}.`,
        "",
        "data.json holds everything in one file. json/ and csv/ hold one file per kind of record.",
        "CSV cells that start with = + - @ are prefixed with ' so spreadsheets show them as text.",
        "avatars/ holds the images you uploaded (re-encoded WebP, without metadata).",
      ].join("\n"),
    ),
    "data.json": strToU8(JSON.stringify({ exportedAt: now.toISOString(), ...(plain(kinds) as object) }, null, 2)),
  };
  for (const [kind, value] of Object.entries(kinds)) {
    const list = rows(value);
    files[`json/${kind}.json`] = strToU8(JSON.stringify(plain(value), null, 2));
    const columns = [...new Set(list.flatMap((row) => Object.keys(row)))];
    files[`csv/${kind}.csv`] = strToU8(columns.length > 0 ? toCsv(list, columns) : "");
  }
  for (const avatar of avatars) files[`avatars/${avatar.id}.webp`] = [new Uint8Array(avatar.data), { level: 0 }];
  return zipSync(files, { level: 6, mtime: now });
}
