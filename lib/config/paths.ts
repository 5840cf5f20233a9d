// Paths to registry pages, built from lib/config/routes.ts: code names a page by its
// id and never spells its path. Kept free of "@/" imports so proxy.ts can load it cheaply.
import { getRoute, liveRoutes, type RouteEntry, type RouteId } from "./routes";

/** Query parameters for `href`; undefined values are left out. */
export type Query = Record<string, string | number | undefined>;

/** The path of a registry page, with query parameters: `href("account", { tab: "billing" })`. */
export function href(id: RouteId, query: Query = {}): string {
  const [beforeHash = "", hash] = getRoute(id).path.split("#");
  const [path, own] = beforeHash.split("?");
  const params = new URLSearchParams(own);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.size > 0 ? `?${params}` : "";
  return `${path}${search}${hash === undefined ? "" : `#${hash}`}`;
}

/** The sign-in page that comes back to `callbackUrl` (a path on this site) once signed in. */
export function signInHref(callbackUrl: string, who: "user" | "admin" = "user"): string {
  return href(who === "admin" ? "admin-login" : "login", { callbackUrl });
}

export type SignedInRoute = RouteEntry & { auth: "user" | "admin" };

/** Live pages that only a signed-in user may open: what proxy.ts's matcher lists. */
export function signedInRoutes(): SignedInRoute[] {
  return liveRoutes().filter((r): r is SignedInRoute => r.auth === "user" || r.auth === "admin");
}

/** The signed-in page a path belongs to (itself or below it), if any. */
export function signedInRouteFor(pathname: string): SignedInRoute | undefined {
  return signedInRoutes().find((r) => {
    const path = r.path.split(/[?#]/)[0];
    return pathname === path || pathname.startsWith(`${path}/`);
  });
}
