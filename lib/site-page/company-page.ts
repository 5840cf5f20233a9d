import * as mapPinIcon from "lucide-react/icons/map-pin";
import { titleForPath } from "@/lib/config/navigation";
import { getRoute } from "@/lib/config/routes";
import { SITE } from "@/lib/config/site";
import type { JobOpening, LegalDocument } from "@/lib/content/legal";
import { html, type Html } from "@/lib/http/html";
import { svgIcon } from "@/lib/http/svg-icon";
import type { Theme } from "@/lib/theme/theme";
import { isIndexable } from "@/lib/seo/metadata";
import { crumbs } from "./crumbs";
import { previewMeta, siteDocument } from "./document";

// A company page (terms, privacy, about, jobs) as one document without the framework: the words
// are lib/content/legal.ts's, the trail and title the route table's, like every other page.

function opening(job: JobOpening): Html {
  const apply = `mailto:${SITE.emails.jobs}?subject=${encodeURIComponent(job.title)}`;
  return html`<article class="job" id="${job.id}">
    <h3>${job.title}</h3>
    <p class="tags">
      <span class="badge">${job.team}</span><span class="badge">${job.type}</span
      ><span class="where">${svgIcon(mapPinIcon)}${job.location}</span>
    </p>
    <p>${job.summary}</p>
    <h4>What you will do</h4>
    <ul>
      ${job.responsibilities.map((r) => html`<li>${r}</li>`)}
    </ul>
    <h4>What we look for</h4>
    <ul>
      ${job.requirements.map((r) => html`<li>${r}</li>`)}
    </ul>
    <a class="apply" href="${apply}">Apply for ${job.title}</a>
  </article>`;
}

/** The page of `doc` at `path`; `origin` is the site's absolute origin, for the canonical URL. */
export function renderCompanyPage(doc: LegalDocument, path: string, origin: string, theme: Theme = "system"): string {
  const route = getRoute(doc.slug as Parameters<typeof getRoute>[0]);
  const title = titleForPath(path);
  const updated = new Date(doc.updated).toLocaleDateString("en-IN", { dateStyle: "long", timeZone: "UTC" });
  const meta = previewMeta({
    title,
    description: route.description ?? doc.description,
    url: `${origin}${path}`,
    type: "website",
    robots: isIndexable(route) ? "index, follow" : "noindex, nofollow",
  });
  const openings = doc.openings ?? [];
  const body = html`<div class="doc">
    ${crumbs(path)}
    <h1>${doc.title}</h1>
    <p class="lede">${doc.description}</p>
    <p class="updated">Last updated ${updated}</p>
    <p class="intro">${doc.intro}</p>
    ${
      doc.sections.length > 3
        ? html`<nav class="toc" aria-label="On this page">
            <h2>On this page</h2>
            <ol>
              ${doc.sections.map((s) => html`<li><a href="${`#${s.id}`}">${s.heading}</a></li>`)}
            </ol>
          </nav>`
        : ""
    }
    ${doc.sections.map(
      (s) =>
        html`<section id="${s.id}">
          <h2>${s.heading}</h2>
          ${s.paragraphs.map((p) => html`<p>${p}</p>`)}
          ${
            s.list
              ? html`<ul>
                  ${s.list.map((item) => html`<li>${item}</li>`)}
                </ul>`
              : ""
          }
        </section>`,
    )}
    ${
      openings.length > 0
        ? html`<section class="openings" aria-labelledby="openings">
            <h2 id="openings">Open roles</h2>
            ${openings.map(opening)}
          </section>`
        : ""
    }
  </div>`;
  return siteDocument(title, meta, body, theme);
}
