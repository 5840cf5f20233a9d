import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: [
          "/api/",
          "/instagram/account",
          "/instagram/admin",
          "/instagram/admin-dashboard",
          "/instagram/profile",
          "/instagram/download",
        ],
      },
    ],
    sitemap: `${env.APP_URL}/sitemap.xml`,
  };
}
