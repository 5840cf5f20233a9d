import * as checkIcon from "lucide-react/icons/check";
import * as copyIcon from "lucide-react/icons/copy";
import * as monitorIcon from "lucide-react/icons/monitor";
import * as moonIcon from "lucide-react/icons/moon";
import * as sparklesIcon from "lucide-react/icons/sparkles";
import * as sunIcon from "lucide-react/icons/sun";
import { getRoute, routesIn } from "@/lib/config/routes";
import { href } from "@/lib/config/paths";
import { SITE } from "@/lib/config/site";
import { html, raw, toHtmlString, type Html } from "@/lib/http/html";
import { svgIcon } from "@/lib/http/svg-icon";
import { initials } from "./initials";
import { THEME_SCRIPT } from "@/lib/theme/theme";
import { SHARE_PAGE_CSS, SHARE_PAGE_SCRIPT } from "./share-page-assets";
import { shareDescription, shareTitle } from "./share-meta";

// The share page as one HTML document, built without the framework: a first visit (a cache
// miss) costs a database read and this string, not a React render and a page-cache write.
// Every interpolated value is escaped (lib/http/html.ts). The header and footer carry the
// site's links from the same route table as the rest of the site.

export interface SharePageView {
  id: string;
  bio: string;
  tone: string;
  createdAt: Date;
  creator: { displayName: string; username: string | null; avatarId: string | null };
}

const THEME_LABELS = { light: ["Light", sunIcon], dark: ["Dark", moonIcon], system: ["System", monitorIcon] } as const;

// Built outside the templates so formatting never adds whitespace to them: the
// Content-Security-Policy hashes cover the elements' text exactly.
const STYLE_TAG = raw(`<style>${SHARE_PAGE_CSS}</style>`);
const SCRIPT_TAG = raw(`<script>${SHARE_PAGE_SCRIPT}</script>`);
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

function document(title: string, headExtra: Html, body: Html): string {
  return toHtmlString(
    html`<!doctype html>
      <html lang="en">
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

/** The page of a share; `origin` is the site's absolute origin, for canonical and preview URLs. */
export function renderSharePage(share: SharePageView, origin: string): string {
  const { creator } = share;
  const path = `${getRoute("share").path}/${share.id}`;
  const url = `${origin}${path}`;
  const title = shareTitle(share);
  const description = shareDescription(share.bio);
  const image = `${url}/opengraph-image`;
  const meta = html`<meta name="description" content="${description}" />
    <meta name="robots" content="index, follow" />
    <link rel="canonical" href="${url}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:url" content="${url}" />
    <meta property="og:site_name" content="${SITE.name}" />
    <meta property="og:type" content="article" />
    <meta property="og:image" content="${image}" />
    <meta property="og:image:width" content="1200" />
    <meta property="og:image:height" content="630" />
    <meta property="og:image:type" content="image/png" />
    <meta property="og:image:alt" content="${title}" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="${title}" />
    <meta name="twitter:description" content="${description}" />
    <meta name="twitter:image" content="${image}" />`;
  const date = share.createdAt.toLocaleDateString("en", { dateStyle: "medium", timeZone: "UTC" });
  const body = html`<div class="share">
    <article class="card">
      <header class="creator">
        <span class="avatar"
          >${initials(creator.displayName)}${
            creator.avatarId
              ? html`<img src="${`/api/avatars/${creator.avatarId}`}" alt="" width="56" height="56" />`
              : ""
          }</span
        >
        <div>
          <h1>${creator.displayName}</h1>
          <p class="byline">${creator.username ? `@${creator.username} · ` : ""}shared a bio made with ${SITE.name}</p>
        </div>
      </header>
      <blockquote id="bio">${share.bio}</blockquote>
      <div class="meta">
        <span class="badge">${share.tone} tone</span>
        <time datetime="${share.createdAt.toISOString()}">${date}</time>
      </div>
      <button type="button" id="copy-bio" class="button">
        ${svgIcon(copyIcon)}<span id="copy-label">Copy this bio</span>
      </button>
      <img class="pixel" src="${`/api/share/${share.id}/seen`}" alt="" width="1" height="1" />
    </article>
    <section class="cta" aria-labelledby="cta-title">
      ${svgIcon(sparklesIcon)}
      <h2 id="cta-title">Want a bio like this?</h2>
      <p>
        Describe yourself in a few words, pick a tone and get three bios that fit Instagram's ${SITE.bioLimit}
        characters. It's free to start.
      </p>
      <a class="button" href="${href("generator")}">Make your own bio</a>
    </section>
  </div>`;
  return document(`${title} | ${SITE.name}`, meta, body);
}

/** The answer for an id that is not (or no longer) a share. */
export function renderShareNotFound(): string {
  const body = html`<div class="not-found">
    <h1>This shared bio is not here</h1>
    <p>It may have been removed, or the link is mistyped.</p>
    <a class="button" href="${href("generator")}">Make your own bio</a>
  </div>`;
  return document(`Page Not Found | ${SITE.name}`, html`<meta name="robots" content="noindex, nofollow" />`, body);
}
