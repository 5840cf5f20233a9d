import "server-only";
import { notFound, redirect } from "next/navigation";
import { href, signInHref, type Query } from "@/lib/config/paths";
import { getRoute, type RouteId } from "@/lib/config/routes";
import { getSessionViewer, type Viewer } from "./viewer";

// The one guard of a signed-in page. proxy.ts redirects browsers without a session
// cookie first, but it is never the only guard: a stale or revoked cookie gets here.

/**
 * The signed-in user of a page whose registry entry says `auth: "user"`. Signed out,
 * the browser goes to the sign-in page, which brings it back to `href(id, query)`.
 */
export async function requireViewer(id: RouteId, query?: Query): Promise<Viewer> {
  return guard(id, "user", query);
}

/**
 * The signed-in administrator of a page whose registry entry says `auth: "admin"`.
 * Signed out: the admin sign-in page. Signed in without admin rights: a 404, which
 * also hides that the page exists.
 */
export async function requireAdmin(id: RouteId, query?: Query): Promise<Viewer> {
  const viewer = await guard(id, "admin", query);
  if (!viewer.isAdmin) notFound();
  return viewer;
}

async function guard(id: RouteId, auth: "user" | "admin", query?: Query): Promise<Viewer> {
  // A page guarded differently from its registry entry would disagree with the proxy's matcher.
  if (getRoute(id).auth !== auth) throw new Error(`The route "${id}" is not registered with auth: "${auth}".`);
  const viewer = await getSessionViewer();
  if (!viewer) redirect(signInHref(href(id, query), auth));
  return viewer;
}
