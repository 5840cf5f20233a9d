import "server-only";
import { href } from "@/lib/config/paths";
import { getCompanyDocument } from "@/lib/content/legal";
import { env } from "@/lib/env";
import type { Theme } from "@/lib/theme/theme";
import { renderCompanyPage } from "./company-page";
import { builtPage, pageResponse, requestTheme, type BuiltPage } from "./respond";

// GET of a company page: its words change only with a deploy, so the document is built once per
// process and theme (the theme cookie's class on <html>) and answered from memory, with an ETag
// (a 304 when the browser has it already).

export type CompanyPageSlug = "about" | "jobs" | "privacy-policy" | "terms-and-conditions";

const built = new Map<string, BuiltPage>();

function page(slug: CompanyPageSlug, theme: Theme): BuiltPage {
  const key = `${slug} ${theme}`;
  const kept = built.get(key);
  if (kept) return kept;
  const doc = getCompanyDocument(slug);
  if (!doc) throw new Error(`No company document "${slug}"`);
  const fresh = builtPage(renderCompanyPage(doc, href(slug), new URL(env.APP_URL).origin, theme));
  built.set(key, fresh);
  return fresh;
}

export function companyPageResponse(slug: CompanyPageSlug, req: Request): Response {
  return pageResponse(req, page(slug, requestTheme(req)), { varyByCookie: true });
}
