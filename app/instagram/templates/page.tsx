import type { Metadata } from "next";
import { z } from "zod";
import { SearchX as SearchXIcon } from "@/components/ui/icons";

import { PageHeader } from "@/components/layout/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { getCatalogue } from "@/lib/templates/catalogue-cache";
import { filterTemplates } from "@/lib/templates/filter";
import { pageMetadata } from "@/lib/seo/metadata";
import {
  CategoryTiles,
  GALLERY_CATEGORIES,
  GALLERY_PATH,
  GallerySearch,
  TemplateCard,
  TemplateGrid,
  countByCategory,
} from "./gallery";

const searchSchema = z.object({ q: z.string().trim().max(200).optional().catch(undefined) });

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}): Promise<Metadata> {
  const { q } = searchSchema.parse(await searchParams);
  // A search result page is not a page of its own for search engines.
  return q ? pageMetadata("templates", { robots: { index: false, follow: true } }) : pageMetadata("templates");
}

export default async function TemplatesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { q = "" } = searchSchema.parse(await searchParams);
  const all = await getCatalogue();
  const counts = countByCategory(all);
  const premiumCount = all.filter((t) => t.isPremium).length;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:py-14">
      <PageHeader
        path={GALLERY_PATH}
        title="Bio templates"
        description={`${all.length} hand-written bio templates in ${counts.size} categories, ${all.length - premiumCount} of them free. Pick one, fill in your details and paste it.`}
      >
        <GallerySearch action={GALLERY_PATH} q={q} label="Search all templates" />
      </PageHeader>

      {/* A search shows its results first; the categories follow them. */}
      {!q && <CategoryTiles counts={counts} />}

      {q ? (
        <>
          <SearchResults q={q} results={filterTemplates(all, { q })} />
          <CategoryTiles counts={counts} />
        </>
      ) : all.length === 0 ? (
        <EmptyState title="No templates yet" description="The template catalogue has not been loaded on this server." />
      ) : (
        // One template per category, in a grid of categories: the whole catalogue is one click
        // away on each category's page. Three per category made a 530 KB page that a phone
        // spent most of a second hydrating.
        <ul className="grid gap-x-4 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {GALLERY_CATEGORIES.filter((c) => counts.get(c.id)).map((c) => {
            const first = all.find((t) => t.category === c.id);
            return (
              <li key={c.id}>
                <section aria-labelledby={`cat-${c.id}`} className="flex h-full flex-col gap-3">
                  <h2 id={`cat-${c.id}`} className="text-xl font-semibold tracking-tight">
                    {c.name}
                  </h2>
                  {first && (
                    <div id={first.id} className="flex-1">
                      <TemplateCard template={first} />
                    </div>
                  )}
                  <a
                    href={`${GALLERY_PATH}/${c.id}`}
                    className="inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline pointer-fine:min-h-0"
                  >
                    All {counts.get(c.id)} {c.name} templates
                  </a>
                </section>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function SearchResults({ q, results }: { q: string; results: Awaited<ReturnType<typeof getCatalogue>> }) {
  return (
    <section aria-labelledby="results-title" className="flex flex-col gap-4">
      <h2 id="results-title" className="text-xl font-semibold tracking-tight" aria-live="polite">
        {results.length === 1 ? "1 template" : `${results.length} templates`} for “{q}”
      </h2>
      {results.length === 0 ? (
        <EmptyState
          icon={<SearchXIcon />}
          title="No templates found matching your criteria"
          action={
            <a
              href={GALLERY_PATH}
              className="inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline pointer-fine:min-h-0"
            >
              Show all templates
            </a>
          }
        />
      ) : (
        <TemplateGrid templates={results} />
      )}
    </section>
  );
}
