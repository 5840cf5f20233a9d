import type { MetadataRoute } from "next";
import { getRoute, liveRoutes } from "@/lib/config/routes";
import { env } from "@/lib/env";
import { isIndexable } from "@/lib/seo/metadata";
import { PERSONAL_CATEGORIES } from "@/lib/templates/categories";

// Public, indexable, live pages only, plus the template gallery's category pages.
// Individual share pages are indexable but not listed.
export default function sitemap(): MetadataRoute.Sitemap {
  const pages: MetadataRoute.Sitemap = liveRoutes()
    .filter((r) => isIndexable(r) && !r.path.includes("#"))
    .map((r) => ({
      url: `${env.APP_URL}${r.path}`,
      changeFrequency: r.id === "home" ? "weekly" : "monthly",
      priority: r.id === "home" ? 1 : 0.6,
    }));
  const gallery = getRoute("templates");
  if (!gallery.live) return pages;
  const categories = [...PERSONAL_CATEGORIES.map((c) => c.id), "business"].map((id) => ({
    url: `${env.APP_URL}${gallery.path}/${id}`,
    changeFrequency: "monthly" as const,
    priority: 0.5,
  }));
  return [...pages, ...categories];
}
