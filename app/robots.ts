import type { MetadataRoute } from "next";
import { ROUTES, type RouteEntry } from "@/lib/config/routes";
import { env } from "@/lib/env";

// Signed-in areas and the API are not for crawlers. Other non-indexable pages (sign-in,
// password reset) stay crawlable so search engines can read their `noindex`.
export default function robots(): MetadataRoute.Robots {
  const privatePaths = (ROUTES as readonly RouteEntry[])
    .filter((r) => r.auth)
    .map((r) => r.path.split(/[?#]/)[0] ?? r.path);
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: [...new Set(["/api/", "/instagram/admin", ...privatePaths])],
      },
    ],
    sitemap: `${env.APP_URL}/sitemap.xml`,
  };
}
