import { getRoute, routesIn, type RouteEntry, type RouteId } from "@/lib/config/routes";
import type { MenuLink } from "./business-menu";
import type { SignedInMenus } from "./user-menu";

// What the header, the mobile menu and the footer link to: the live pages only.

export function toLink(route: RouteEntry): MenuLink {
  return { href: route.path, label: route.label, description: route.description, icon: route.icon };
}

function liveLink(id: RouteId, label?: string, href?: string): MenuLink | null {
  const route = getRoute(id);
  if (!route.live) return null;
  const link = toLink(route);
  return { ...link, label: label ?? link.label, href: href ?? link.href };
}

export function headerLinks() {
  return {
    primary: routesIn("primary").map(toLink),
    business: routesIn("business").map(toLink),
    secondary: routesIn("secondary").map(toLink),
    login: liveLink("login"),
  };
}

/** The header, signed in: the user menu, the settings menu and the admin link. */
export function signedInMenus(viewer: { displayName: string; email: string; isAdmin: boolean }): SignedInMenus {
  const account = getRoute("account").path;
  const settings = [
    liveLink("account", "Subscription", `${account}?tab=subscription`),
    liveLink("account", "Billing", `${account}?tab=billing`),
    liveLink("account", "Usage", `${account}?tab=usage`),
    liveLink("profile", "Profile Settings"),
  ].filter((l): l is MenuLink => l !== null);
  return {
    displayName: viewer.displayName,
    email: viewer.email,
    profile: liveLink("profile"),
    settings,
    admin: viewer.isAdmin ? liveLink("admin-dashboard") : null,
  };
}

/** The mobile menu adds /, /account, /profile, /achievement-badges and 'Login / Sign Up'. */
export function mobileExtras(signedIn: boolean): MenuLink[] {
  if (!signedIn) return [];
  return (["account", "profile", "achievement-badges"] as const)
    .map((id) => liveLink(id))
    .filter((l): l is MenuLink => l !== null);
}
