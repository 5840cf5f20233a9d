import { PROMOTION_TAGS } from "./categories";

// The filter rules (docs/product.md#templates), in one place: the API, both pickers and the gallery
// use them, so a search finds the same templates everywhere.

/** The fields the filters look at (a TemplateDto or a database row both fit). */
export interface FilterableTemplate {
  name: string;
  description: string;
  category: string;
  isPremium: boolean;
  tags: readonly string[];
}

const normalize = (value: string | null | undefined) => (value ?? "").trim().toLowerCase();

/** The search text, case-insensitive, in the name, the description or any tag. Blank matches all. */
export function matchesQuery(template: FilterableTemplate, q: string | null | undefined): boolean {
  const needle = normalize(q);
  if (!needle) return true;
  return (
    template.name.toLowerCase().includes(needle) ||
    template.description.toLowerCase().includes(needle) ||
    template.tags.some((tag) => tag.toLowerCase().includes(needle))
  );
}

/** A category filter: absent, blank or "all" matches every template. */
export function matchesCategory(template: FilterableTemplate, category: string | null | undefined): boolean {
  const wanted = normalize(category);
  return !wanted || wanted === "all" || template.category.toLowerCase() === wanted;
}

export interface TemplateQuery {
  category?: string | null;
  q?: string | null;
  /** true: premium only; false: free only; absent: both. */
  premium?: boolean | null;
}

/** `GET /api/templates` and the gallery: category, search text and premium flag together. */
export function filterTemplates<T extends FilterableTemplate>(templates: readonly T[], query: TemplateQuery): T[] {
  return templates.filter(
    (t) =>
      matchesCategory(t, query.category) &&
      matchesQuery(t, query.q) &&
      (query.premium === undefined || query.premium === null || t.isPremium === query.premium),
  );
}

export type BioPickerTab = "all" | "premium";

/**
 * The bio template picker: search text, category match, and the 'Premium Only' tab.
 * Business templates belong to the business picker and are not listed here.
 */
export function filterBioTemplates<T extends FilterableTemplate>(
  templates: readonly T[],
  { q, category, tab }: { q: string; category: string; tab: BioPickerTab },
): T[] {
  return templates.filter(
    (t) =>
      t.category !== "business" && matchesCategory(t, category) && matchesQuery(t, q) && (tab === "all" || t.isPremium),
  );
}

/** A business category id matches a template when a tag contains or equals it. */
export function matchesBusinessCategory(template: FilterableTemplate, category: string): boolean {
  const wanted = normalize(category);
  if (!wanted || wanted === "all") return true;
  const tags = template.tags.map((tag) => tag.toLowerCase());
  if (tags.some((tag) => tag.includes(wanted))) return true;
  return wanted === "promotion" && tags.some((tag) => (PROMOTION_TAGS as readonly string[]).includes(tag));
}

/** Only premium templates of category 'business', then the search text and the business category. */
export function filterBusinessTemplates<T extends FilterableTemplate>(
  templates: readonly T[],
  { q, category }: { q: string; category: string },
): T[] {
  return templates.filter(
    (t) => t.category === "business" && t.isPremium && matchesBusinessCategory(t, category) && matchesQuery(t, q),
  );
}

/** The personal category ids that have templates, in the order given, for the picker's chips. */
export function categoriesWithTemplates<C extends { id: string }>(
  categories: readonly C[],
  templates: readonly FilterableTemplate[],
): C[] {
  const present = new Set(templates.map((t) => t.category));
  return categories.filter((c) => present.has(c.id));
}
