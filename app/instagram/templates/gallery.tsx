import { ArrowRight as ArrowRightIcon, Search as SearchIcon } from "@/components/ui/icons";

import { CategoryIcon } from "@/components/templates/category-icon";
import { TemplateCardBody } from "@/components/templates/template-card-body";
import { buttonVariants } from "@/components/ui/button";
import { getRoute } from "@/lib/config/routes";
import { PERSONAL_CATEGORIES } from "@/lib/templates/categories";
import type { TemplateDto } from "@/lib/templates/types";
import { cn } from "@/lib/utils";
import { href, signInHref } from "@/lib/config/paths";

// The public template gallery's building blocks: server-rendered, no client code. Its links are
// plain anchors, not next/link: the overview has about 90 of them, and each Link is a client
// component that hydrates and prefetches its target once on screen, which kept a phone's main
// thread busy for most of a second after the page appeared.

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
  const target = href("generator", { template: templateId });
  return signInHref(target);
}

export function GallerySearch({ action, q, label }: { action: string; q: string; label: string }) {
  return (
    <form action={action} method="get" role="search" className="flex w-full max-w-xl gap-2">
      <div className="relative flex-1">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          type="search"
          name="q"
          defaultValue={q}
          aria-label={label}
          placeholder="Search templates..."
          maxLength={200}
          className="h-11 w-full min-w-0 rounded-lg border border-input bg-background pr-3 pl-9 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:text-sm"
        />
      </div>
      <button type="submit" className={buttonVariants()}>
        Search
      </button>
    </form>
  );
}

export function CategoryTiles({ counts, current }: { counts: Map<string, number>; current?: string }) {
  return (
    <nav aria-label="Template categories">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {GALLERY_CATEGORIES.map((c) => (
          <li key={c.id}>
            <a
              href={`${GALLERY_PATH}/${c.id}`}
              aria-current={current === c.id ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm transition-colors hover:bg-accent",
                current === c.id && "border-primary bg-accent font-medium",
              )}
            >
              <CategoryIcon name={c.icon} className="size-4 shrink-0 text-primary" />
              <span className="min-w-0 flex-1 leading-tight break-words">{c.name}</span>
              <span className="text-xs text-muted-foreground tabular-nums">{counts.get(c.id) ?? 0}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function TemplateGrid({ templates, headingLevel = 3 }: { templates: TemplateDto[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {templates.map((t) => (
        <li key={t.id} id={t.id}>
          <TemplateCard template={t} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** One template: its name, badges, description, preview and tags, and 'Use this template'. */
export function TemplateCard({ template: t, headingLevel = 3 }: { template: TemplateDto; headingLevel?: 2 | 3 }) {
  return (
    <article
      data-testid="gallery-card"
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <TemplateCardBody template={t} headingLevel={headingLevel} />
      <a
        href={templateUseHref(t.id)}
        className={buttonVariants({ variant: t.isPremium ? "gradient" : "outline" })}
        aria-label={`Use this template: ${t.name}`}
      >
        Use this template
        <ArrowRightIcon aria-hidden="true" />
      </a>
    </article>
  );
}

export function countByCategory(templates: TemplateDto[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of templates) counts.set(t.category, (counts.get(t.category) ?? 0) + 1);
  return counts;
}
