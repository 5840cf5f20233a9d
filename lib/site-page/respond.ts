import { etagOf } from "@/lib/http/html";
import { themeFromCookies, type Theme } from "@/lib/theme/theme";
import { SITE_PAGE_CSP } from "./assets";

// How a page without the framework is answered: its own Content-Security-Policy, and either
// `no-cache` with an ETag (browsers and shared caches may keep it but must ask again; a 304 when
// nothing changed) or, for a page that is not there, a 404 nobody keeps.

export interface BuiltPage {
  body: string;
  etag: string;
}

export function builtPage(body: string): BuiltPage {
  return { body, etag: etagOf(body) };
}

const HTML = { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": SITE_PAGE_CSP };

/** `varyByCookie`: the page carries the visitor's theme (see `requestTheme`). */
export function pageResponse(req: Request, page: BuiltPage, { varyByCookie = false } = {}): Response {
  const headers = {
    ...HTML,
    "Cache-Control": "public, no-cache",
    ETag: page.etag,
    ...(varyByCookie ? { Vary: "Cookie" } : {}),
  };
  if (req.headers.get("if-none-match") === page.etag) return new Response(null, { status: 304, headers });
  return new Response(page.body, { status: 200, headers });
}

export function notFoundResponse(body: string): Response {
  return new Response(body, { status: 404, headers: { ...HTML, "Cache-Control": "no-store" } });
}

/** The theme the visitor chose (its cookie), for the class a page carries on <html>. */
export function requestTheme(req: Request): Theme {
  return themeFromCookies(req.headers.get("cookie") ?? "");
}
