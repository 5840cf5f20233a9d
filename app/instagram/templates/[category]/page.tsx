import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { SearchX as SearchXIcon } from "@/components/ui/icons";

import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { EmptyState } from "@/components/ui/empty-state";
import { titleForPath } from "@/lib/config/navigation";
import { getRoute } from "@/lib/config/routes";
import { getCatalogue } from "@/lib/templates/catalogue-cache";
import { filterTemplates } from "@/lib/templates/filter";
import { pageMetadata } from "@/lib/seo/metadata";
import { CategoryTiles, GALLERY_PATH, GallerySearch, TemplateGrid, countByCategory, galleryCategory } from "../gallery";

type Props = {
  params: Promise<{ category: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const searchSchema = z.object({ q: z.string().trim().max(200).optional().catch(undefined) });

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const category = galleryCategory((await params).category);
  if (!category) return { title: "Page Not Found", robots: { index: false } };
  const { q } = searchSchema.parse(await searchParams);
  const path = `${GALLERY_PATH}/${category.id}`;
  const title = titleForPath(path);
  return pageMetadata("templates", {
    title,
    description: category.description,
    alternates: { canonical: path },
    robots: q ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: { title, description: category.description, url: path, type: "website" },
    twitter: { card: "summary_large_image", title, description: category.description },
  });
}

export default async function TemplateCategoryPage({ params, searchParams }: Props) {
  const category = galleryCategory((await params).category);
  if (!category) notFound();
  const { q = "" } = searchSchema.parse(await searchParams);
  const all = await getCatalogue();
  const inCategory = filterTemplates(all, { category: category.id });
  const shown = q ? filterTemplates(inCategory, { q }) : inCategory;
  const path = `${GALLERY_PATH}/${category.id}`;
  const free = inCategory.filter((t) => !t.isPremium).length;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-3">
        <Breadcrumbs
          trail={[
            { label: getRoute("home").label, href: getRoute("home").path },
            { label: getRoute("templates").label, href: GALLERY_PATH },
            { label: category.name, href: path },
          ]}
        />
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{category.name} bio templates</h1>
        <p className="max-w-2xl text-muted-foreground text-pretty">
          {category.description} {inCategory.length} templates, {free} free.
        </p>
        <GallerySearch action={path} q={q} label={`Search ${category.name} templates`} />
      </div>

      <CategoryTiles counts={countByCategory(all)} current={category.id} />

      <section aria-labelledby="list-title" className="flex flex-col gap-4">
        <h2 id="list-title" className="text-xl font-semibold tracking-tight">
          {q ? `${shown.length === 1 ? "1 template" : `${shown.length} templates`} for “${q}”` : "All templates"}
        </h2>
        {shown.length === 0 ? (
          <EmptyState
            icon={<SearchXIcon />}
            title="No templates found matching your criteria"
            action={
              q ? (
                <a
                  href={path}
                  className="inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline pointer-fine:min-h-0"
                >
                  Show every {category.name} template
                </a>
              ) : undefined
            }
          />
        ) : (
          <TemplateGrid templates={shown} />
        )}
      </section>
    </div>
  );
}
