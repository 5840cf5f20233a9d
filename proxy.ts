import { NextResponse, type NextRequest } from "next/server";
import { signedInRouteFor, signInHref } from "@/lib/config/paths";

// Redirects and cheap early checks only. Every page and handler checks the
// session itself, so this is never the only guard: a forged
// `x-middleware-subrequest` header that skips it changes nothing.

const SESSION_COOKIE = "biostudio.session";

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!request.cookies.has(SESSION_COOKIE)) {
    const who = signedInRouteFor(pathname)?.auth;
    return NextResponse.redirect(new URL(signInHref(`${pathname}${search}`, who), request.url));
  }
  const response = NextResponse.next();
  // Pages that depend on who is asking must never be stored by a shared cache.
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

// Every live page with `auth: "user"` or `auth: "admin"` in lib/config/routes.ts, and the
// paths below it. Next reads this object at build time, so it must stay a literal:
// proxy.test.ts checks that it lists exactly those pages.
export const config = {
  matcher: [
    "/instagram/account/:path*",
    "/instagram/profile/:path*",
    "/instagram/admin-dashboard/:path*",
    "/instagram/download/:path*",
    "/instagram/link-in-bio",
    "/instagram/link-in-bio/ab-test",
    "/instagram/team-collaboration",
    "/instagram/team-collaboration/join",
    "/instagram/promo-bios",
    "/instagram/product-launch",
    "/instagram/campaign-bio-generator",
    "/instagram/seasonal-campaigns",
    "/instagram/content-calendar",
    "/instagram/content-calendar-advanced",
    "/instagram/analytics",
    "/instagram/industry-hashtag-generator",
    "/instagram/industry-bio-optimizer",
    "/instagram/brand-voice-generator",
    "/instagram/ecommerce-integration",
  ],
};
