import * as checkIcon from "lucide-react/icons/check";
import * as monitorIcon from "lucide-react/icons/monitor";
import * as moonIcon from "lucide-react/icons/moon";
import * as sparklesIcon from "lucide-react/icons/sparkles";
import * as sunIcon from "lucide-react/icons/sun";
import { getRoute, routesIn } from "@/lib/config/routes";
import { href } from "@/lib/config/paths";
import { SITE } from "@/lib/config/site";
import { html, raw, toHtmlString, type Html } from "@/lib/http/html";
import { svgIcon } from "@/lib/http/svg-icon";
import { THEME_SCRIPT, themeClass, type Theme } from "@/lib/theme/theme";
import { SITE_PAGE_CSS, SITE_PAGE_SCRIPT } from "./assets";

// A page built without the framework, as one HTML document: the site's header (logo, main
// links, the theme menu on the browser's own popover, sign in) and footer from the same route
// table as every other page, system fonts, the stylesheet and scripts of ./assets inline. No
// React runs in the browser, so a phone has nothing to hydrate. Every interpolated value is
// escaped (lib/http/html.ts).

const THEME_LABELS = { light: ["Light", sunIcon], dark: ["Dark", moonIcon], system: ["System", monitorIcon] } as const;

// Built outside the templates so formatting never adds whitespace to them: the
// Content-Security-Policy hashes cover the elements' text exactly.
const STYLE_TAG = raw(`<style>${SITE_PAGE_CSS}</style>`);
const SCRIPT_TAG = raw(`<script>${SITE_PAGE_SCRIPT}</script>`);
// The visitor's chosen theme, set before the first paint: the page is the same for everyone.
const THEME_TAG = raw(`<script>${THEME_SCRIPT}</script>`);

function head(title: string, extra: Html | string = ""): Html {
  return html`<meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="#fbfafd" />
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0c0c16" />
    <link rel="icon" href="/icon.svg" type="image/svg+xml" />
    ${extra}${THEME_TAG}${STYLE_TAG}`;
}

function siteHeader(): Html {
  const primary = routesIn("primary");
  const login = getRoute("login");
  return html`<header class="site-header">
    <div class="wrap">
      <a class="logo" href="${href("home")}" aria-label="${`${SITE.name} home`}"
        ><span class="logo-mark">${svgIcon(sparklesIcon)}</span><span>${SITE.name}</span></a
      >
      <nav class="nav" aria-label="Main">${primary.map((r) => html`<a href="${r.path}">${r.label}</a>`)}</nav>
      <div class="header-end">
        <button
          type="button"
          id="theme-toggle"
          class="icon-button"
          aria-label="Toggle theme"
          popovertarget="theme-menu"
        >
          ${svgIcon(sunIcon)}
        </button>
        <div id="theme-menu" class="theme-menu" popover="auto" role="group" aria-label="Theme">
          <p aria-hidden="true">Theme</p>
          ${Object.entries(THEME_LABELS).map(
            ([value, [label, icon]]) =>
              html`<button type="button" data-theme="${value}" aria-pressed="false">
                ${svgIcon(icon)}<span>${label}</span>${svgIcon(checkIcon, "check")}
              </button>`,
          )}
        </div>
        ${login.live ? html`<a class="sign-in" href="${login.path}">Sign in</a>` : ""}
      </div>
    </div>
  </header>`;
}

function siteFooter(): Html {
  const groups = [
    { title: "Product", links: routesIn("footer-product") },
    { title: "Company", links: routesIn("footer-company") },
  ].filter((g) => g.links.length > 0);
  return html`<footer class="site-footer">
    <div class="wrap grid">
      <div class="about">
        <a class="logo" href="${href("home")}" aria-label="${`${SITE.name} home`}"
          ><span class="logo-mark">${svgIcon(sparklesIcon)}</span><span>${SITE.name}</span></a
        >
        <p>${SITE.description}</p>
      </div>
      ${groups.map(
        (g) =>
          html`<nav aria-label="${g.title}">
            <h2>${g.title}</h2>
            <ul>
              ${g.links.map((r) => html`<li><a href="${r.path}">${r.label}</a></li>`)}
            </ul>
          </nav>`,
      )}
    </div>
    <div class="bottom">
      <p class="wrap copyright">
        © ${new Date().getUTCFullYear()} ${SITE.company}. Made in ${SITE.city}, ${SITE.country}.
      </p>
    </div>
  </footer>`;
}

/** What a link preview shows: title, description, canonical address and, when there is one, an image. */
export interface PreviewMeta {
  title: string;
  description: string;
  url: string;
  type: "website" | "article";
  robots: "index, follow" | "noindex, follow" | "noindex, nofollow";
  image?: { url: string; alt: string };
}

/** The description, robots, canonical, Open Graph and Twitter tags of a page. */
export function previewMeta(m: PreviewMeta): Html {
  const image = m.image
    ? html`<meta property="og:image" content="${m.image.url}" />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:alt" content="${m.image.alt}" />`
    : "";
  return html`<meta name="description" content="${m.description}" />
    <meta name="robots" content="${m.robots}" />
    <link rel="canonical" href="${m.url}" />
    <meta property="og:title" content="${m.title}" />
    <meta property="og:description" content="${m.description}" />
    <meta property="og:url" content="${m.url}" />
    <meta property="og:site_name" content="${SITE.name}" />
    <meta property="og:type" content="${m.type}" />
    ${image}
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="${m.title}" />
    <meta name="twitter:description" content="${m.description}" />
    ${m.image ? html`<meta name="twitter:image" content="${m.image.url}" />` : ""}`;
}

/**
 * The whole document: head, the site's header, `body` as the main content, footer and scripts.
 * A page that knows the visitor's `theme` (its cookie) carries its class, so the choice holds
 * with scripts off; a page the same for everyone leaves it to the inline theme script.
 */
export function siteDocument(title: string, headExtra: Html, body: Html, theme: Theme = "system"): string {
  const cls = themeClass(theme);
  return toHtmlString(
    html`<!doctype html>
      <html lang="en" ${cls ? html`class="${cls}"` : ""}>
        <head>
          ${head(title, headExtra)}
        </head>
        <body>
          <a class="skip" href="#main">Skip to content</a>
          ${siteHeader()}
          <main id="main">${body}</main>
          ${siteFooter()}
          <div id="toast" class="toast" role="status" aria-live="polite"></div>
          ${SCRIPT_TAG}
        </body>
      </html>`,
  );
}
