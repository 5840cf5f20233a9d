import * as arrowRightIcon from "lucide-react/icons/arrow-right";
import * as searchIcon from "lucide-react/icons/search";
import * as searchXIcon from "lucide-react/icons/search-x";
import * as starIcon from "lucide-react/icons/star";
import { html, type Html } from "@/lib/http/html";
import { svgIcon } from "@/lib/http/svg-icon";
import { samplePreview } from "@/lib/templates/preview";
import type { TemplateDto } from "@/lib/templates/types";
import { GALLERY_CATEGORIES, GALLERY_PATH, templateUseHref } from "@/lib/templates/gallery";
import { categoryIcon } from "@/lib/templates/category-icons";

// The template gallery's parts as HTML for the pages without the framework: the search form
// (a GET form), the category tiles, a template's card with 'Use this template', the empty
// state. The pages are lib/site-page/template-pages.ts.

const toneLabel = (tone: string) => tone.charAt(0).toUpperCase() + tone.slice(1);

export function searchForm(action: string, q: string, label: string): Html {
  return html`<form class="search" action="${action}" method="get" role="search">
    <span class="search-field"
      >${svgIcon(searchIcon)}<input
        type="search"
        name="q"
        value="${q}"
        aria-label="${label}"
        placeholder="Search templates..."
        maxlength="200"
    /></span>
    <button type="submit" class="button solid">Search</button>
  </form>`;
}

export function categoryTiles(counts: Map<string, number>, current?: string): Html {
  return html`<nav class="tiles" aria-label="Template categories">
    <ul>
      ${GALLERY_CATEGORIES.map(
        (c) =>
          html`<li>
            <a href="${`${GALLERY_PATH}/${c.id}`}" ${current === c.id ? html`aria-current="page"` : ""}
              >${svgIcon(categoryIcon(c.icon))}<span class="name">${c.name}</span
              ><span class="count">${counts.get(c.id) ?? 0}</span></a
            >
          </li>`,
      )}
    </ul>
  </nav>`;
}

export function templateCard(t: TemplateDto, headingLevel: 2 | 3 = 3): Html {
  const heading = headingLevel === 2 ? html`<h2>${t.name}</h2>` : html`<h3>${t.name}</h3>`;
  return html`<article class="tcard" data-testid="gallery-card">
    <div class="tcard-head">
      ${heading}
      <span class="badges"
        >${t.isPremium ? html`<span class="badge premium">${svgIcon(starIcon)}Premium</span>` : ""}<span
          class="badge outline"
          >${toneLabel(t.tone)}</span
        ></span
      >
    </div>
    <p class="tcard-desc">${t.description}</p>
    <p class="preview" data-testid="template-preview">${samplePreview(t.template)}</p>
    ${
      t.tags.length > 0
        ? html`<ul class="tags" aria-label="Tags">
            ${t.tags.map((tag) => html`<li><span class="badge">#${tag}</span></li>`)}
          </ul>`
        : ""
    }
    <a
      class="${t.isPremium ? "button" : "button outline"}"
      href="${templateUseHref(t.id)}"
      aria-label="${`Use this template: ${t.name}`}"
      >Use this template${svgIcon(arrowRightIcon)}</a
    >
  </article>`;
}

export function templateGrid(templates: TemplateDto[]): Html {
  return html`<ul class="tgrid">
    ${templates.map((t) => html`<li id="${t.id}">${templateCard(t)}</li>`)}
  </ul>`;
}

export function emptyState(title: string, action?: { href: string; label: string }): Html {
  return html`<div class="empty">
    <span class="empty-icon">${svgIcon(searchXIcon)}</span>
    <h3>${title}</h3>
    ${action ? html`<a class="link" href="${action.href}">${action.label}</a>` : ""}
  </div>`;
}

/** "12 templates for “vegan”": the heading of a search's results. */
export function resultsHeading(count: number, q: string): string {
  return `${count === 1 ? "1 template" : `${count} templates`} for “${q}”`;
}
