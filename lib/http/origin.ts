import { env } from "@/lib/env";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses writes that a browser sent from another site (CSRF). Browsers send
 * Origin and Sec-Fetch-Site on such requests; API clients with a bearer token
 * usually send neither and are not at risk.
 */
export function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.has(req.method)) return;
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") throw crossSite();
  const origin = req.headers.get("origin");
  if (!origin) return;
  if (!allowedOrigins(req).has(origin)) throw crossSite();
}

function allowedOrigins(req: Request): Set<string> {
  const allowed = new Set<string>([new URL(env.APP_URL).origin, new URL(req.url).origin]);
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (host) {
    const proto = req.headers.get("x-forwarded-proto") ?? new URL(req.url).protocol.replace(":", "");
    allowed.add(`${proto}://${host}`);
  }
  return allowed;
}

function crossSite() {
  return new AppError("FORBIDDEN", "Cross-site requests are not allowed.");
}
