import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { getCatalogue } from "@/lib/templates/catalogue-cache";
import { galleryCategory } from "@/lib/templates/gallery";
import type { TemplateDto } from "@/lib/templates/types";
import { builtPage, notFoundResponse, pageResponse, requestTheme, type BuiltPage } from "./respond";
import { renderCategoryPage, renderGalleryNotFound, renderGalleryPage } from "./template-pages";

// GET of the template gallery (`category` undefined) or a category's page. The catalogue is kept
// per process for a minute (lib/templates/catalogue-cache.ts); the pages built from one read of
// it are kept with it, so a visit costs no render until the catalogue is read again. A search
// (?q=) is built for its request.

const searchSchema = z.object({ q: z.string().trim().max(200).optional().catch(undefined) });

const built = new WeakMap<TemplateDto[], Map<string, BuiltPage>>();

export async function templatePageResponse(req: Request, categoryId?: string): Promise<Response> {
  const theme = requestTheme(req);
  const category = categoryId === undefined ? undefined : galleryCategory(categoryId);
  if (categoryId !== undefined && !category) return notFoundResponse(renderGalleryNotFound(theme));
  const q = searchSchema.parse({ q: new URL(req.url).searchParams.get("q") ?? undefined }).q ?? "";
  const all = await getCatalogue();
  const origin = new URL(env.APP_URL).origin;
  const render = () =>
    builtPage(
      category ? renderCategoryPage(category, all, q, origin, theme) : renderGalleryPage(all, q, origin, theme),
    );
  let page: BuiltPage;
  if (q) page = render();
  else {
    const pages = built.get(all) ?? new Map<string, BuiltPage>();
    built.set(all, pages);
    const key = `${category?.id ?? ""} ${theme}`;
    page = pages.get(key) ?? render();
    pages.set(key, page);
  }
  // The page carries the theme cookie's class on <html>, so it varies with the cookie.
  return pageResponse(req, page, { varyByCookie: true });
}
