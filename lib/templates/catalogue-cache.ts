import "server-only";
import { ttlCache } from "@/lib/cache/ttl";
import { listTemplates } from "@/lib/db/templates";
import type { TemplateDto } from "./types";

// Every picker and gallery page reads the same few hundred rows, which change only when the
// catalogue is re-seeded: one process keeps them for a minute, and concurrent misses share
// one read. A failed read is not kept.

const catalogue = ttlCache(60_000, () => listTemplates());

export function getCatalogue(now = Date.now()): Promise<TemplateDto[]> {
  return catalogue.get(now);
}

/** Tests and the seed: the next read goes to the database. */
export function invalidateCatalogue(): void {
  catalogue.clear();
}

export async function getCatalogueTemplate(id: string): Promise<TemplateDto | null> {
  return (await getCatalogue()).find((t) => t.id === id) ?? null;
}
