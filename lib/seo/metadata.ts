import type { Metadata } from "next";
import { titleForPath } from "@/lib/config/navigation";
import { getRoute, type RouteId } from "@/lib/config/routes";
import { SITE } from "@/lib/config/site";

/** Metadata for a registry page: the spec's title rule, its description, a canonical URL. */
export function pageMetadata(id: RouteId, overrides: Metadata = {}): Metadata {
  const route = getRoute(id);
  const path = route.path.split("#")[0] ?? route.path;
  const title = titleForPath(path);
  return {
    title,
    description: route.description,
    alternates: { canonical: path },
    robots: route.indexable ? { index: true, follow: true } : { index: false, follow: false },
    openGraph: { title, description: route.description, url: path, siteName: SITE.name, type: "website" },
    twitter: { card: "summary_large_image", title, description: route.description },
    ...overrides,
  };
}
