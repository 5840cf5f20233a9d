// Security headers for every response (docs/product.md#security). A static policy rather than
// a per-request nonce: see docs/decisions/001-static-csp.md for why.
// No "@/" imports: next.config.ts reads this file.

/** Optional third-party analytics (off by default): their hosts join the policy only when configured. */
export interface AnalyticsHosts {
  ga4?: boolean;
  plausible?: boolean;
}

function analyticsSources({ ga4, plausible }: AnalyticsHosts) {
  return {
    script: [...(ga4 ? ["https://www.googletagmanager.com"] : []), ...(plausible ? ["https://plausible.io"] : [])],
    connect: [
      ...(ga4 ? ["https://*.google-analytics.com", "https://*.analytics.google.com"] : []),
      ...(plausible ? ["https://plausible.io"] : []),
    ],
    img: ga4 ? ["https://*.google-analytics.com"] : [],
  };
}

/**
 * `https`: the app is served over https (the scheme of its APP_URL). Only then does a production
 * policy ask browsers to upgrade its requests, and only then is HSTS sent: over plain http both
 * would send the browser to an https that is not there.
 */
export interface PolicyOptions {
  https?: boolean;
}

export function contentSecurityPolicy(
  dev: boolean,
  analytics: AnalyticsHosts = {},
  options: PolicyOptions = {},
): string {
  const extra = analyticsSources(analytics);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Next.js bootstraps hydration with inline scripts; dev adds eval for fast refresh.
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...extra.script],
    "style-src": ["'self'", "'unsafe-inline'"],
    // https: product thumbnails come from the store's own image host (a Shopify or Etsy CDN, a
    // WooCommerce site), drawn by the owner's browser; the server never fetches them.
    "img-src": ["'self'", "data:", "blob:", "https:", ...extra.img],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(dev ? ["ws:"] : []), ...extra.connect],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
  };
  const policy = Object.entries(directives).map(([k, v]) => `${k} ${v.join(" ")}`);
  if (!dev && options.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

export function securityHeaders(
  dev: boolean,
  analytics: AnalyticsHosts = {},
  options: PolicyOptions = {},
): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(dev, analytics, options) },
    ...(options.https
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]
      : []),
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=()" },
  ];
}
