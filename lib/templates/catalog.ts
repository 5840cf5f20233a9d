import "server-only";
import { listTemplates } from "@/lib/db/templates";
import type { TemplateDto } from "./types";

// Every picker and gallery page reads the same few hundred rows, which change only when the
// catalogue is re-seeded: one process keeps them for a minute, and concurrent misses share
// one read. A failed read is not kept.

const TTL_MS = 60_000;

let cached: { at: number; list: Promise<TemplateDto[]> } | undefined;

export function getCatalog(now = Date.now()): Promise<TemplateDto[]> {
  if (cached && now - cached.at < TTL_MS) return cached.list;
  const entry = { at: now, list: listTemplates() };
  cached = entry;
  entry.list.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return entry.list;
}

/** Tests and the seed: the next read goes to the database. */
export function invalidateCatalog(): void {
  cached = undefined;
}

export async function getCatalogTemplate(id: string): Promise<TemplateDto | null> {
  return (await getCatalog()).find((t) => t.id === id) ?? null;
}
