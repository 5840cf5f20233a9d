import { BUSINESS_TAGS } from "./taxonomy-business";
import { CREATOR_TAGS } from "./taxonomy-creator";
import type { IndustryTags } from "./taxonomy-types";

export type { IndustryTags } from "./taxonomy-types";

/** Every industry of the picker: the twelve business categories, then the creator niches. */
export const INDUSTRIES: readonly IndustryTags[] = [...BUSINESS_TAGS, ...CREATOR_TAGS];

export const INDUSTRY_IDS = INDUSTRIES.map((industry) => industry.id) as [string, ...string[]];

/** The picker's options, grouped as the page shows them. */
export const INDUSTRY_OPTIONS = [
  ...BUSINESS_TAGS.map((i) => ({ value: i.id, label: i.name, group: "Business" as const })),
  ...CREATOR_TAGS.map((i) => ({ value: i.id, label: i.name, group: "Creator" as const })),
];

export function industryById(id: string): IndustryTags | undefined {
  return INDUSTRIES.find((industry) => industry.id === id);
}
