import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { etagOf } from "@/lib/http/html";
import { getCatalogue } from "@/lib/templates/catalogue-cache";
import { galleryCategory } from "@/lib/templates/gallery";
import type { TemplateDto } from "@/lib/templates/types";
import { themeFromCookies } from "@/lib/theme/theme";
import { SITE_PAGE_CSP } from "./assets";
import { renderCategoryPage, renderGalleryNotFound, renderGalleryPage } from "./template-pages";

// GET of the template gallery (`category` undefined) or a category's page. The catalogue is kept
// per process for a minute (lib/templates/catalogue-cache.ts); the pages built from one read of
// it are kept with it, so a visit costs no render until the catalogue is read again. A search
// (?q=) is built for its request.

const searchSchema = z.object({ q: z.string().trim().max(200).optional().catch(undefined) });

interface Built {
  body: string;
  etag: string;
}

const built = new WeakMap<TemplateDto[], Map<string, Built>>();

// The page carries the theme cookie's class on <html>, so it varies with the cookie.
const headers = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": SITE_PAGE_CSP,
  Vary: "Cookie",
};

function build(body: string): Built {
  return { body, etag: etagOf(body) };
}

export async function templatePageResponse(req: Request, categoryId?: string): Promise<Response> {
  const theme = themeFromCookies(req.headers.get("cookie") ?? "");
  const category = categoryId === undefined ? undefined : galleryCategory(categoryId);
  if (categoryId !== undefined && !category) {
    return new Response(renderGalleryNotFound(theme), {
      status: 404,
      headers: { ...headers, "Cache-Control": "no-store" },
    });
  }
  const q = searchSchema.parse({ q: new URL(req.url).searchParams.get("q") ?? undefined }).q ?? "";
  const all = await getCatalogue();
  const origin = new URL(env.APP_URL).origin;
  const render = () =>
    build(category ? renderCategoryPage(category, all, q, origin, theme) : renderGalleryPage(all, q, origin, theme));
  let page: Built;
  if (q) page = render();
  else {
    const pages = built.get(all) ?? new Map<string, Built>();
    built.set(all, pages);
    const key = `${category?.id ?? ""} ${theme}`;
    page = pages.get(key) ?? render();
    pages.set(key, page);
  }
  const cached = { ...headers, "Cache-Control": "public, no-cache", ETag: page.etag };
  if (req.headers.get("if-none-match") === page.etag) return new Response(null, { status: 304, headers: cached });
  return new Response(page.body, { status: 200, headers: cached });
}
