import { ROUTES, getRoute, type RouteEntry } from "./routes";

// Titles and breadcrumbs follow one rule: a title is the path's segments,
// title-cased and joined with " - "; the home page is the one exception.

export const SITE_TITLE_HOME = "Instagram Bio Generator - Home";

function titleCase(segment: string): string {
  return decodeURIComponent(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}

/** The document title for a path, by that rule. */
export function titleForPath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? "/";
  const segments = clean.split("/").filter(Boolean);
  if (segments.length === 0 || (segments.length === 1 && segments[0] === "instagram")) {
    return SITE_TITLE_HOME;
  }
  return segments.map(titleCase).join(" - ");
}

export interface Crumb {
  label: string;
  href: string;
}

function routeForPath(path: string, tab?: string): RouteEntry | undefined {
  const candidates = ROUTES as readonly RouteEntry[];
  if (tab) {
    const withTab = candidates.find((r) => r.path === `${path}?tab=${tab}`);
    if (withTab) return withTab;
  }
  return candidates.find((r) => r.path === path);
}

/**
 * The trail for a page: Home, the parents, the page. Empty when it would have
 * one item or fewer (the home page), so callers render nothing.
 */
export function breadcrumbsFor(path: string, options: { tab?: string; label?: string } = {}): Crumb[] {
  const home = getRoute("home");
  const route = routeForPath(path, options.tab);
  const trail: Crumb[] = [{ label: home.label, href: home.path }];
  if (route && route.id !== "home") {
    const parents: RouteEntry[] = [];
    let parentId = route.parent;
    while (parentId) {
      const parent = (ROUTES as readonly RouteEntry[]).find((r) => r.id === parentId);
      if (!parent) break;
      parents.unshift(parent);
      parentId = parent.parent;
    }
    for (const p of parents) trail.push({ label: p.label, href: p.path });
    trail.push({ label: options.label ?? route.label, href: route.path });
  } else if (!route && path !== home.path && path !== "/") {
    const last = path.split("/").filter(Boolean).pop();
    if (last) trail.push({ label: options.label ?? titleCase(last), href: path });
  }
  return trail.length > 1 ? trail : [];
}
