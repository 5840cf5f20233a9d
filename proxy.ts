import { NextResponse, type NextRequest } from "next/server";

// Redirects and cheap early checks only. Every page and handler checks the
// session itself, so this is never the only guard: a forged
// `x-middleware-subrequest` header that skips it changes nothing.

const SESSION_COOKIE = "biostudio.session";

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!request.cookies.has(SESSION_COOKIE)) {
    const admin = pathname.startsWith("/instagram/admin-dashboard");
    const login = new URL(admin ? "/instagram/admin-login" : "/instagram/login", request.url);
    login.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  const response = NextResponse.next();
  // Pages that depend on who is asking must never be stored by a shared cache.
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export const config = {
  matcher: [
    "/instagram/account/:path*",
    "/instagram/profile/:path*",
    "/instagram/admin-dashboard/:path*",
    "/instagram/download/:path*",
    "/instagram/link-in-bio",
  ],
};
