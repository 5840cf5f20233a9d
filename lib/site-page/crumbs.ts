import { breadcrumbsFor, type Crumb } from "@/lib/config/navigation";
import { html, type Html } from "@/lib/http/html";

/** The trail to `path` (the route table's, unless given), the page itself last; none for one step. */
export function crumbs(path: string, trail: Crumb[] = breadcrumbsFor(path)): Html {
  if (trail.length <= 1) return html``;
  return html`<nav class="crumbs" aria-label="Breadcrumb">
    <ol>
      ${trail.map((c, i) =>
        i === trail.length - 1
          ? html`<li><span aria-current="page">${c.label}</span></li>`
          : html`<li><a href="${c.href}">${c.label}</a></li>`,
      )}
    </ol>
  </nav>`;
}
