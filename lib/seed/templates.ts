import "server-only";
import { syncTemplateRecords, type TemplateRecord, type TemplateSyncResult } from "@/lib/db/templates-seed";
import { invalidateCatalogue } from "@/lib/templates/catalogue-cache";
import { CATALOGUE } from "@/lib/templates/catalogue";

// Catalogue ids start with their category ("fitness-…", "biz-…"). A row under one of these
// prefixes that the catalogue no longer lists was ours and may go; any other row (a test
// fixture, a template added by hand) is not the seed's to delete.
const CATALOGUE_PREFIXES = [...new Set(CATALOGUE.map((template) => `${template.id.split("-")[0]}-`))];

export function isCatalogueId(id: string): boolean {
  return CATALOGUE_PREFIXES.some((prefix) => id.startsWith(prefix));
}

/** The catalogue as Template rows; its position is the sort order. */
export function catalogueRecords(): TemplateRecord[] {
  return CATALOGUE.map((template, index) => ({
    id: template.id,
    name: template.name,
    description: template.description,
    category: template.category,
    isPremium: template.isPremium,
    tone: template.tone,
    tags: JSON.stringify(template.tags),
    template: template.template,
    sortOrder: index,
  }));
}

export interface SeedTemplatesResult extends TemplateSyncResult {
  /** Templates in the catalogue (all of them are in the table afterwards). */
  total: number;
}

/**
 * Idempotent: inserts new catalogue templates, rewrites changed ones and removes
 * retired ones that nobody has used (a used one stays, so history keeps its template).
 */
export async function seedTemplates(): Promise<SeedTemplatesResult> {
  const records = catalogueRecords();
  const result = await syncTemplateRecords({ records, isStale: isCatalogueId });
  invalidateCatalogue();
  return { total: records.length, ...result };
}
