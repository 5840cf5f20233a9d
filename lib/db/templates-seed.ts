import "server-only";
import { db } from "./client";
import { templateSelect, type TemplateRow } from "./templates";

// The template seed's queries (lib/seed/templates.ts decides what to write).

/** A Template row as the seed writes it: tags as a JSON string. */
export type TemplateRecord = TemplateRow & { sortOrder: number };

export const templateRecordSelect = { ...templateSelect, sortOrder: true } as const;

export interface TemplateSyncResult {
  created: number;
  updated: number;
  /** Rows no longer wanted that nobody had used: deleted. */
  removed: number;
  /** Rows no longer wanted that a TemplateUse still points to: left in place. */
  kept: number;
}

function sameRecord(a: TemplateRecord, b: TemplateRecord): boolean {
  return (
    a.name === b.name &&
    a.description === b.description &&
    a.category === b.category &&
    a.isPremium === b.isPremium &&
    a.tone === b.tone &&
    a.tags === b.tags &&
    a.template === b.template &&
    a.sortOrder === b.sortOrder
  );
}

/**
 * Makes the Template table hold exactly `records`: inserts the new ones, updates the
 * changed ones and deletes rows that `isStale` picks out unless a TemplateUse points at them
 * (deleting would cascade to the user's history). One read and one transaction, so a
 * re-run that changes nothing costs a single query.
 */
export async function syncTemplateRecords({
  records,
  isStale,
}: {
  records: readonly TemplateRecord[];
  isStale: (id: string) => boolean;
}): Promise<TemplateSyncResult> {
  const existing = await db.template.findMany({ select: templateRecordSelect });
  const byId = new Map(existing.map((row) => [row.id, row]));
  const wanted = new Set(records.map((record) => record.id));

  const toCreate = records.filter((record) => !byId.has(record.id));
  const toUpdate = records.filter((record) => {
    const row = byId.get(record.id);
    return row !== undefined && !sameRecord(row, record);
  });
  const staleIds = existing.map((row) => row.id).filter((id) => !wanted.has(id) && isStale(id));

  if (toCreate.length === 0 && toUpdate.length === 0 && staleIds.length === 0) {
    return { created: 0, updated: 0, removed: 0, kept: 0 };
  }

  const [created, removed] = await db.$transaction([
    db.template.createMany({ data: toCreate.map((record) => ({ ...record })) }),
    db.template.deleteMany({ where: { id: { in: staleIds }, uses: { none: {} } } }),
    ...toUpdate.map(({ id, ...data }) => db.template.update({ where: { id }, data, select: { id: true } })),
  ]);
  return {
    created: created.count,
    updated: toUpdate.length,
    removed: removed.count,
    kept: staleIds.length - removed.count,
  };
}

/** The stored rows among `ids` (tests and checks of the seed). */
export async function getTemplateRecords({ ids }: { ids: readonly string[] }): Promise<TemplateRecord[]> {
  return db.template.findMany({
    where: { id: { in: [...ids] } },
    select: templateRecordSelect,
    orderBy: { sortOrder: "asc" },
  });
}
