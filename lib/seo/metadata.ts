import type { Metadata } from "next";
import { titleForPath } from "@/lib/config/navigation";
import { getRoute, type RouteEntry, type RouteId } from "@/lib/config/routes";
import { SITE } from "@/lib/config/site";

/** Only public pages the registry marks indexable are offered to search engines; private ones never. */
export function isIndexable(route: RouteEntry): boolean {
  return !!route.indexable && !route.auth;
}

/**
 * Metadata for a registry page: the title rule of lib/config/navigation.ts, its description, a canonical URL,
 * robots from the registry, and link-preview tags. Overrides are merged, Open Graph and
 * Twitter ones field by field, so a page that changes its title keeps the site name.
 */
export function pageMetadata(id: RouteId, overrides: Metadata = {}): Metadata {
  const route = getRoute(id);
  const path = route.path.split("#")[0]?.split("?")[0] ?? route.path;
  const title = titleForPath(path);
  const { openGraph, twitter, ...rest } = overrides;
  return {
    title,
    description: route.description,
    alternates: { canonical: path },
    robots: isIndexable(route) ? { index: true, follow: true } : { index: false, follow: false },
    ...rest,
    openGraph: {
      title,
      description: route.description,
      url: path,
      siteName: SITE.name,
      type: "website",
      ...openGraph,
    } as Metadata["openGraph"],
    twitter: { card: "summary_large_image", title, description: route.description, ...twitter } as Metadata["twitter"],
  };
}
