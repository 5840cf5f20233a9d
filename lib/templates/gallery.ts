import { getRoute } from "@/lib/config/routes";
import { href, signInHref } from "@/lib/config/paths";
import { PERSONAL_CATEGORIES } from "./categories";
import type { TemplateDto } from "./types";

// The public template gallery's categories and links (the pages are lib/site-page/template-pages.ts).

export const GALLERY_PATH = getRoute("templates").path;

export interface GalleryCategory {
  id: string;
  name: string;
  icon: string;
  description: string;
}

/** The gallery's categories: the 17 personal ones and one for the business templates. */
export const GALLERY_CATEGORIES: GalleryCategory[] = [
  ...PERSONAL_CATEGORIES.map((c) => ({ ...c, description: `Bio templates for ${c.name.toLowerCase()} profiles.` })),
  {
    id: "business",
    name: "Business & E-commerce",
    icon: "Briefcase",
    description: "Bio templates for stores, brands, local businesses and sales campaigns.",
  },
];

export function galleryCategory(id: string): GalleryCategory | undefined {
  return GALLERY_CATEGORIES.find((c) => c.id === id);
}

/** 'Use this template': into the generator's customise dialog, through sign-in when needed. */
export function templateUseHref(templateId: string): string {
  return signInHref(href("generator", { template: templateId }));
}

export function countByCategory(templates: TemplateDto[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of templates) counts.set(t.category, (counts.get(t.category) ?? 0) + 1);
  return counts;
}
