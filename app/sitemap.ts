import type { MetadataRoute } from "next";
import { liveRoutes } from "@/lib/config/routes";
import { env } from "@/lib/env";

// Public, indexable, live pages only; later issues add dynamic entries (templates, shares).
export default function sitemap(): MetadataRoute.Sitemap {
  return liveRoutes()
    .filter((r) => r.indexable && !r.path.includes("#"))
    .map((r) => ({
      url: `${env.APP_URL}${r.path}`,
      changeFrequency: r.id === "home" ? "weekly" : "monthly",
      priority: r.id === "home" ? 1 : 0.6,
    }));
}
