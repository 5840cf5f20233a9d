import type { NextConfig } from "next";
import { aliasRedirects, getRoute } from "./lib/config/routes";
import { securityHeaders } from "./lib/config/security-headers";
import { servedOverHttps } from "./lib/env";

const dev = process.env.NODE_ENV !== "production";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes every static page's whole HTML on every request to make an ETag (a JS FNV loop
  // over ~57 KB for a share page): that alone was 40% of the CPU of a page served from the
  // cache. Static pages carry `s-maxage` for shared caches, which revalidate by age, and every
  // other page is `no-store`, so the ETag bought nothing. Route handlers that want one (the
  // link-in-bio page) set their own.
  generateEtags: false,
  // Browser tests build into their own folder so a running `next dev` is not disturbed.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  reactStrictMode: true,
  // `import { Slot } from "radix-ui"` must bring Slot alone, not every primitive the umbrella
  // package re-exports (it did: ~90 KB gzipped of Radix on the share page for one button).
  experimental: { optimizePackageImports: ["radix-ui"] },
  // Native and WASM database drivers must stay outside the server bundle.
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "pg", "@node-rs/argon2"],
  async redirects() {
    return aliasRedirects();
  },
  async headers() {
    // Third-party analytics hosts join the CSP only when their id is configured (off by default).
    const analytics = { ga4: !!process.env.GA4_ID?.trim(), plausible: !!process.env.PLAUSIBLE_DOMAIN?.trim() };
    // Upgrading requests and HSTS follow the scheme of APP_URL (default http://localhost:3000): a
    // production build served over plain http must not send the browser to an https that is not there.
    const headers = securityHeaders(dev, analytics, { https: servedOverHttps() });
    // The public link-in-bio pages and redirects, and the share pages, send their own, stricter
    // policy (hashed inline stylesheet and scripts: docs/decisions/005 and 007); a second policy
    // here would replace it.
    const share = getRoute("share").path.slice(1);
    const withoutPolicy = headers.filter(({ key }) => key !== "Content-Security-Policy");
    return [
      { source: `/:path((?!l/|${share}/[^/]+$).*)`, headers },
      { source: "/l/:path*", headers: withoutPolicy },
      { source: `/${share}/:id`, headers: withoutPolicy },
    ];
  },
};

export default nextConfig;
