import "server-only";
import { SITE } from "@/lib/config/site";
import { env } from "@/lib/env";
import { cspHash, etagOf, html, raw, toHtmlString } from "@/lib/http/html";
import { asTheme, parseSocials } from "./link-in-bio-service";
import { linkRedirectPath, publicPageImagePath, publicPagePath } from "./paths";
import type { VisitVariant } from "@/lib/ab-test/choose";
import { recentPublicPage } from "./recent";
import { renderPublicPage } from "./render-page";
import { isLinkLive, nextScheduleChange } from "./schedule";
import { socialHref } from "./socials";
import { href } from "@/lib/config/paths";

// Builds the public page's response. The rendered HTML is kept per version of
// the page (its last save, the profile's, and the next scheduled change), and
// what the page shows is read at most once a second (recent.ts), so a burst of
// visitors costs almost nothing while a save still shows at once.

const USERNAME = /^[a-z0-9._]{1,30}$/;
const MAX_CACHED = 500;
const rendered = new Map<string, { body: string; styleSrc: string; etag: string }>();

export interface PageResponse {
  pageId: string | null;
  response: Response;
}

function securityHeaders(styleSrc: string): Record<string, string> {
  return {
    // connect-src 'self' lets tools that audit from inside the page (Lighthouse reads robots.txt
    // with fetch) work; the page runs no script, so it grants visitors' browsers nothing.
    "Content-Security-Policy": `default-src 'none'; style-src ${styleSrc}; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
}

const NOT_FOUND_CSS = `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font:16px/1.5 system-ui,sans-serif;background:#fff;color:#18181b;text-align:center;padding:1rem}a{color:#6d28d9}`;

function notFound(): Response {
  const body = toHtmlString(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Page not found | ${SITE.name}</title>
          <meta name="robots" content="noindex" />
          ${raw(`<style>${NOT_FOUND_CSS}</style>`)}
        </head>
        <body>
          <main>
            <h1>This page doesn't exist</h1>
            <p>The link may be mistyped, or the page was removed.</p>
            <p><a href="${new URL(href("home"), env.APP_URL).href}">Make your own with ${SITE.name}</a></p>
          </main>
        </body>
      </html>`,
  );
  return new Response(body, {
    status: 404,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      ...securityHeaders(cspHash(NOT_FOUND_CSS)),
    },
  });
}

/**
 * `variant`: what an A/B test shows this visitor (its bio instead of the page's, and the tag
 * its links carry so their clicks count for the same variant).
 */
export async function publicPageResponse(
  rawUsername: string,
  req: Request,
  variant: VisitVariant | null = null,
): Promise<PageResponse> {
  const username = rawUsername.toLowerCase();
  if (!USERNAME.test(username)) return { pageId: null, response: notFound() };
  const data = await recentPublicPage(username);
  if (!data) return { pageId: null, response: notFound() };

  const now = new Date();
  const next = nextScheduleChange(data.links, now);
  const version = [data.page.updatedAt.getTime(), data.profile.updatedAt.getTime(), next?.getTime() ?? 0].join(".");
  // What an A/B test changes (the bio shown, the tag on the links) is part of the version.
  const key = `${username}:${version}:${variant?.tag ?? ""}:${variant?.bio ?? ""}`;
  let page = rendered.get(key);
  if (!page) {
    const origin = env.APP_URL;
    const socials = parseSocials(data.page.socials).flatMap(({ kind, value }) => {
      const result = socialHref(kind, value);
      return result.ok ? [{ kind, href: result.href }] : [];
    });
    const view = renderPublicPage({
      username: data.profile.username,
      displayName: data.profile.displayName,
      bio: variant?.bio ?? data.page.bio,
      avatarUrl: data.profile.avatarId ? `/api/avatars/${data.profile.avatarId}?size=192` : null,
      theme: asTheme(data.page.theme),
      accent: data.page.accent,
      socials,
      links: data.links
        .filter((link) => isLinkLive(link, now))
        .map((link) => ({
          id: link.id,
          title: link.title,
          href: linkRedirectPath(data.profile.username, link.id, variant?.tag ?? null),
        })),
      canonicalUrl: new URL(publicPagePath(data.profile.username), origin).href,
      ogImageUrl: new URL(publicPageImagePath(data.profile.username, version), origin).href,
      indexable: data.page.indexable,
      siteName: SITE.name,
      homeUrl: new URL(href("home"), origin).href,
    });
    page = { ...view, etag: etagOf(view.body) };
    if (rendered.size >= MAX_CACHED) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, page);
  }

  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    // Browsers and CDNs ask again every time (a 304 when nothing changed), so a save shows at once.
    // A page under test differs per visitor: shared caches must not keep it.
    "Cache-Control": variant?.variantId ? "private, no-cache" : "public, no-cache",
    ETag: page.etag,
    ...securityHeaders(page.styleSrc),
  };
  if (req.headers.get("if-none-match") === page.etag) {
    return { pageId: data.page.id, response: new Response(null, { status: 304, headers }) };
  }
  return { pageId: data.page.id, response: new Response(page.body, { status: 200, headers }) };
}
