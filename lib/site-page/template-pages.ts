import { titleForPath } from "@/lib/config/navigation";
import { getRoute } from "@/lib/config/routes";
import { href } from "@/lib/config/paths";
import { SITE } from "@/lib/config/site";
import { html, type Html } from "@/lib/http/html";
import { filterTemplates } from "@/lib/templates/filter";
import { countByCategory, GALLERY_CATEGORIES, GALLERY_PATH, type GalleryCategory } from "@/lib/templates/gallery";
import type { TemplateDto } from "@/lib/templates/types";
import type { Theme } from "@/lib/theme/theme";
import { crumbs } from "./crumbs";
import { previewMeta, siteDocument } from "./document";
import { categoryTiles, emptyState, resultsHeading, searchForm, templateCard, templateGrid } from "./template-gallery";

// The template gallery's pages as documents without the framework: the overview (one template
// per category, or a search's results) and a category's page (every template in it). A search
// result page is not a page of its own for search engines.

const PREVIEW_IMAGE = `${GALLERY_PATH}/opengraph-image`;

function meta(path: string, description: string, origin: string, q: string): Html {
  const title = titleForPath(path);
  return previewMeta({
    title,
    description,
    url: `${origin}${path}`,
    type: "website",
    robots: q ? "noindex, follow" : "index, follow",
    image: { url: `${origin}${PREVIEW_IMAGE}`, alt: `Bio templates for every niche – ${SITE.name}` },
  });
}

export function renderGalleryPage(all: TemplateDto[], q: string, origin: string, theme: Theme = "system"): string {
  const counts = countByCategory(all);
  const free = all.filter((t) => !t.isPremium).length;
  const results = q ? filterTemplates(all, { q }) : [];
  const overview = GALLERY_CATEGORIES.filter((c) => counts.get(c.id)).map((c) => {
    const first = all.find((t) => t.category === c.id);
    return html`<li>
      <section class="cat" aria-labelledby="${`cat-${c.id}`}">
        <h2 id="${`cat-${c.id}`}">${c.name}</h2>
        ${first ? html`<div id="${first.id}" class="cat-card">${templateCard(first)}</div>` : ""}
        <a class="link" href="${`${GALLERY_PATH}/${c.id}`}">All ${counts.get(c.id) ?? 0} ${c.name} templates</a>
      </section>
    </li>`;
  });
  const main = q
    ? html`<section class="results" aria-labelledby="results-title">
          <h2 id="results-title" aria-live="polite">${resultsHeading(results.length, q)}</h2>
          ${
            results.length === 0
              ? emptyState("No templates found matching your criteria", {
                  href: GALLERY_PATH,
                  label: "Show all templates",
                })
              : templateGrid(results)
          }
        </section>
        ${categoryTiles(counts)}`
    : all.length === 0
      ? emptyState("No templates yet")
      : html`${categoryTiles(counts)}
          <ul class="cats">
            ${overview}
          </ul>`;
  const body = html`<div class="gallery">
    <div class="gallery-head">
      ${crumbs(GALLERY_PATH)}
      <h1>Bio templates</h1>
      <p class="lede">
        ${`${all.length} hand-written bio templates in ${counts.size} categories, ${free} of them free. Pick one, fill in your details and paste it.`}
      </p>
      ${searchForm(GALLERY_PATH, q, "Search all templates")}
    </div>
    ${main}
  </div>`;
  const description = getRoute("templates").description ?? "";
  return siteDocument(titleForPath(GALLERY_PATH), meta(GALLERY_PATH, description, origin, q), body, theme);
}

export function renderCategoryPage(
  category: GalleryCategory,
  all: TemplateDto[],
  q: string,
  origin: string,
  theme: Theme = "system",
): string {
  const path = `${GALLERY_PATH}/${category.id}`;
  const inCategory = filterTemplates(all, { category: category.id });
  const shown = q ? filterTemplates(inCategory, { q }) : inCategory;
  const free = inCategory.filter((t) => !t.isPremium).length;
  const home = getRoute("home");
  const trail = [
    { label: home.label, href: home.path },
    { label: getRoute("templates").label, href: GALLERY_PATH },
    { label: category.name, href: path },
  ];
  const body = html`<div class="gallery">
    <div class="gallery-head">
      ${crumbs(path, trail)}
      <h1>${category.name} bio templates</h1>
      <p class="lede">${category.description} ${inCategory.length} templates, ${free} free.</p>
      ${searchForm(path, q, `Search ${category.name} templates`)}
    </div>
    ${categoryTiles(countByCategory(all), category.id)}
    <section class="results" aria-labelledby="list-title">
      <h2 id="list-title">${q ? resultsHeading(shown.length, q) : "All templates"}</h2>
      ${
        shown.length === 0
          ? emptyState(
              "No templates found matching your criteria",
              q ? { href: path, label: `Show every ${category.name} template` } : undefined,
            )
          : templateGrid(shown)
      }
    </section>
  </div>`;
  return siteDocument(titleForPath(path), meta(path, category.description, origin, q), body, theme);
}

/** The answer for a path under the gallery that is no category. */
export function renderGalleryNotFound(theme: Theme = "system"): string {
  const body = html`<div class="not-found">
    <p class="eyebrow">404</p>
    <h1>Page Not Found</h1>
    <p>We couldn't find that page. Check the address for a typo, or see every template category.</p>
    <a class="button" href="${GALLERY_PATH}">All templates</a>
    <a class="link" href="${href("home")}">Back to Home</a>
  </div>`;
  return siteDocument("Page Not Found", html`<meta name="robots" content="noindex, nofollow" />`, body, theme);
}
