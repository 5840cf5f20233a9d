import { cspHash, html, raw, toHtmlString } from "@/lib/http/html";
import { socialIcon } from "./icons";
import { SOCIAL_LABELS, type SocialKind } from "./socials";
import { isHexColor, textOn, THEMES, type ThemeId } from "./themes";

// The public link-in-bio page as one HTML document: no framework, no script,
// the stylesheet inline (its hash goes into the page's own Content-Security-
// Policy), system fonts. It is what most visitors of a creator see, on phones
// and slow networks, so it is the lightest page of the product.

export interface PublicPageView {
  username: string;
  displayName: string;
  bio: string;
  avatarUrl: string | null;
  theme: ThemeId;
  accent: string | null;
  socials: { kind: SocialKind; href: string }[];
  /** Each link's href is its counting redirect, never the target itself. */
  links: { id: string; title: string; href: string }[];
  canonicalUrl: string;
  ogImageUrl: string;
  indexable: boolean;
  siteName: string;
  homeUrl: string;
}

function styles(themeId: ThemeId, accentOverride: string | null): string {
  const theme = THEMES[themeId];
  // The stylesheet is not escaped: only a checked #rrggbb may enter it.
  const accent = accentOverride && isHexColor(accentOverride) ? accentOverride : theme.accent;
  const dark = themeId === "dark" || themeId === "midnight";
  return `:root{color-scheme:${dark ? "dark" : "light"};--bg:${theme.background};--fg:${theme.text};--muted:${theme.muted};--accent:${accent};--on-accent:${textOn(accent)}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
main{max-width:36rem;margin:0 auto;padding:2.5rem 1rem calc(2rem + env(safe-area-inset-bottom));display:flex;flex-direction:column;align-items:center;text-align:center}
.avatar{width:96px;height:96px;border-radius:50%;object-fit:cover;border:3px solid var(--accent)}
.initial{width:96px;height:96px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:var(--accent);color:var(--on-accent);font-size:2.5rem;font-weight:700}
h1{font-size:1.375rem;line-height:1.3;margin:1rem 0 .25rem;overflow-wrap:anywhere}
.handle{margin:0;color:var(--muted);font-size:.9375rem}
.bio{margin:.75rem 0 0;white-space:pre-line;overflow-wrap:anywhere;max-width:30rem}
.socials{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem;margin:1rem 0 0;padding:0;list-style:none}
.socials a{display:flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:50%;color:var(--fg)}
.socials a:hover{background:color-mix(in srgb,var(--fg) 10%,transparent)}
.links{width:100%;margin:1.75rem 0 0;padding:0;list-style:none;display:flex;flex-direction:column;gap:.75rem}
.links a{display:flex;align-items:center;justify-content:center;min-height:56px;padding:.875rem 1.25rem;border-radius:14px;background:var(--accent);color:var(--on-accent);font-weight:600;text-decoration:none;overflow-wrap:anywhere;box-shadow:0 1px 2px rgb(0 0 0/.12)}
.links a:hover{filter:brightness(1.06)}
a:focus-visible{outline:3px solid var(--fg);outline-offset:3px}
.empty{margin-top:1.75rem;color:var(--muted)}
footer{margin-top:2.5rem;font-size:.8125rem}
footer a{color:var(--muted);text-decoration:underline;text-underline-offset:2px;display:inline-block;padding:.75rem}
@media (prefers-reduced-motion:no-preference){.links a{transition:transform .15s ease}.links a:active{transform:scale(.98)}}`;
}

function description(view: PublicPageView): string {
  const bio = view.bio.replace(/\s+/g, " ").trim();
  return bio ? bio.slice(0, 200) : `${view.displayName}'s links on ${view.siteName}.`;
}

export function renderPublicPage(view: PublicPageView): { body: string; styleSrc: string } {
  const css = styles(view.theme, view.accent);
  const title = `${view.displayName} (@${view.username}) | ${view.siteName}`;
  const desc = description(view);
  const initial = (Array.from(view.displayName.trim())[0] ?? "@").toUpperCase();
  // Built outside the template so formatting can never add whitespace to it: the
  // Content-Security-Policy hash covers the element's text exactly.
  const styleTag = raw(`<style>${css}</style>`);
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>${title}</title>
        <meta name="description" content="${desc}" />
        <meta name="robots" content="${view.indexable ? "index, follow" : "noindex, nofollow"}" />
        <meta name="theme-color" content="${THEMES[view.theme].background}" />
        <link rel="canonical" href="${view.canonicalUrl}" />
        <meta property="og:type" content="profile" />
        <meta property="og:title" content="${title}" />
        <meta property="og:description" content="${desc}" />
        <meta property="og:url" content="${view.canonicalUrl}" />
        <meta property="og:site_name" content="${view.siteName}" />
        <meta property="og:image" content="${view.ogImageUrl}" />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:image:alt" content="${`${view.displayName} on ${view.siteName}`}" />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content="${title}" />
        <meta name="twitter:description" content="${desc}" />
        <meta name="twitter:image" content="${view.ogImageUrl}" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        ${styleTag}
      </head>
      <body>
        <main>
          ${view.avatarUrl ? html`<img class="avatar" src="${view.avatarUrl}" width="96" height="96" alt="${view.displayName}" fetchpriority="high" />` : html`<div class="initial" aria-hidden="true">${initial}</div>`}
          <h1>${view.displayName}</h1>
          <p class="handle">@${view.username}</p>
          ${view.bio.trim() ? html`<p class="bio">${view.bio.trim()}</p>` : ""}
          ${
            view.socials.length > 0
              ? html`<ul class="socials" aria-label="Social profiles">
                  ${view.socials.map(
                    (s) =>
                      html`<li>
                        <a href="${s.href}" aria-label="${SOCIAL_LABELS[s.kind]}" rel="me noopener"
                          >${socialIcon(s.kind)}</a
                        >
                      </li>`,
                  )}
                </ul>`
              : ""
          }
          ${
            view.links.length > 0
              ? html`<ul class="links" aria-label="Links">
                  ${view.links.map((link) => html`<li><a href="${link.href}" rel="noopener">${link.title}</a></li>`)}
                </ul>`
              : html`<p class="empty">No links here yet.</p>`
          }
          <footer><a href="${view.homeUrl}">Made with ${view.siteName}</a></footer>
        </main>
      </body>
    </html>`;
  return { body: toHtmlString(page), styleSrc: cspHash(css) };
}
