import "server-only";
import { href } from "@/lib/config/paths";
import { getCompanyDocument } from "@/lib/content/legal";
import { env } from "@/lib/env";
import { etagOf } from "@/lib/http/html";
import { themeFromCookies, type Theme } from "@/lib/theme/theme";
import { SITE_PAGE_CSP } from "./assets";
import { renderCompanyPage } from "./company-page";

// GET of a company page: its words change only with a deploy, so the document is built once per
// process and theme (the theme cookie's class on <html>) and answered from memory, with an ETag
// (a 304 when the browser has it already).

export type CompanyPageSlug = "about" | "jobs" | "privacy-policy" | "terms-and-conditions";

const built = new Map<string, { body: string; etag: string }>();

function page(slug: CompanyPageSlug, theme: Theme): { body: string; etag: string } {
  const key = `${slug} ${theme}`;
  const kept = built.get(key);
  if (kept) return kept;
  const doc = getCompanyDocument(slug);
  if (!doc) throw new Error(`No company document "${slug}"`);
  const body = renderCompanyPage(doc, href(slug), new URL(env.APP_URL).origin, theme);
  const fresh = { body, etag: etagOf(body) };
  built.set(key, fresh);
  return fresh;
}

export function companyPageResponse(slug: CompanyPageSlug, req: Request): Response {
  const { body, etag } = page(slug, themeFromCookies(req.headers.get("cookie") ?? ""));
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": SITE_PAGE_CSP,
    "Cache-Control": "public, no-cache",
    Vary: "Cookie",
    ETag: etag,
  };
  if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
}
