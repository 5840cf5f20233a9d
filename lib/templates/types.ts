import type { Tone } from "@/lib/bio/types";
import type { BusinessCategoryId, PersonalCategoryId } from "./categories";

// A template as the catalogue writes it and the database stores it (docs/product.md#templates).

export interface TemplateSeed {
  /** Stable slug, unique across the catalogue, e.g. "fitness-coach-energy". */
  id: string;
  name: string;
  description: string;
  /** A personal category, or "business" for the business picker. */
  category: PersonalCategoryId | "business";
  isPremium: boolean;
  tone: Tone;
  /**
   * Business templates carry one or more business category ids
   * (and sale/discount/promotion for promotions); personal ones free keywords.
   */
  tags: string[];
  /** The bio with {{placeholder}} tokens; with its sample values at most 150 graphemes. */
  template: string;
}

/** A template as the API returns it. */
export interface TemplateDto {
  id: string;
  name: string;
  description: string;
  category: string;
  isPremium: boolean;
  tone: string;
  tags: string[];
  template: string;
  /** The placeholder names in order of first appearance. */
  placeholders: string[];
}

export type { BusinessCategoryId, PersonalCategoryId };
