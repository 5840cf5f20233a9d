import "server-only";
import type { NextRequest } from "next/server";
import { getRequestViewer, type Viewer } from "@/lib/auth/viewer";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { AppError, DATABASE_DOWN_MESSAGE } from "./errors";
import { assertSameOrigin } from "./origin";
import { assertCleanAddress } from "./parse";
import { errorResponse } from "./respond";

export type RouteContext<P extends Record<string, string> = Record<string, string>> = {
  params: Promise<P>;
};

type Handler<P extends Record<string, string>> = (req: NextRequest, ctx: RouteContext<P>) => Promise<Response>;
type AuthedHandler<P extends Record<string, string>> = (
  req: NextRequest,
  ctx: RouteContext<P> & { viewer: Viewer },
) => Promise<Response>;

/**
 * Wraps every route handler once: cross-site writes are refused, route parameters and
 * query values with control characters are refused, known errors become `{ message }`
 * with their status, a database outage becomes 503, and anything else is logged with
 * context and answered plainly (no stack trace).
 */
export function handle<P extends Record<string, string> = Record<string, string>>(fn: Handler<P>): Handler<P> {
  return async (req, ctx) => {
    try {
      assertSameOrigin(req);
      const params = (await ctx?.params) ?? ({} as P);
      assertCleanAddress(req, params);
      return await fn(req, { ...ctx, params: Promise.resolve(params) });
    } catch (error) {
      return toErrorResponse(error, req);
    }
  };
}

/** Signed-in users only (session cookie or API token): 401 otherwise. */
export function withAuth<P extends Record<string, string> = Record<string, string>>(fn: AuthedHandler<P>): Handler<P> {
  return handle<P>(async (req, ctx) => {
    const viewer = await getRequestViewer(req);
    if (!viewer) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
    return fn(req, { ...ctx, viewer });
  });
}

/** Administrators only: 401 signed out, 403 for everyone else. */
export function withAdmin<P extends Record<string, string> = Record<string, string>>(fn: AuthedHandler<P>): Handler<P> {
  return withAuth<P>(async (req, ctx) => {
    if (!ctx.viewer.isAdmin) throw new AppError("FORBIDDEN", "This is for administrators only.");
    return fn(req, ctx);
  });
}

/**
 * The signed-in user's id for handlers that serve everyone and only note who asked:
 * a lookup that fails (the database hiccups) counts as signed out instead of failing the request.
 */
export async function optionalViewerId(req: Request): Promise<string | undefined> {
  const viewer = await getRequestViewer(req).catch(() => null);
  return viewer?.id;
}

export function toErrorResponse(error: unknown, req?: Request): Response {
  if (error instanceof AppError) return errorResponse(error);
  if (isDatabaseUnavailable(error)) {
    return errorResponse(new AppError("SERVICE_UNAVAILABLE", DATABASE_DOWN_MESSAGE, { retryAfterSeconds: 5 }));
  }
  console.error("Unhandled error", {
    method: req?.method,
    path: req ? new URL(req.url).pathname : undefined,
    error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
  });
  return Response.json(
    { message: "Something went wrong on our side. Please try again." },
    { status: 500, headers: { "Cache-Control": "no-store" } },
  );
}
