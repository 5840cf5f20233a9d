import { NextRequest } from "next/server";

/** Route parameters as Next passes them: strings, and lists of strings for catch-all segments. */
export type RouteParams = Record<string, string | string[]>;
export type RouteHandler<P extends RouteParams> = (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>;

const ORIGIN = "http://localhost:3000";

/** Calls a route handler in-process, as Next would, and reads its JSON answer. */
export async function callRoute<P extends RouteParams = Record<string, string>>(
  handler: RouteHandler<P>,
  options: {
    method?: string;
    path?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    params?: P;
  } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const bodyText = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const req = new NextRequest(`${ORIGIN}${options.path ?? "/"}`, {
    method: options.method ?? "POST",
    body: bodyText,
    headers: {
      "content-type": "application/json",
      origin: ORIGIN,
      "x-forwarded-for": `10.${rand()}.${rand()}.${rand()}`,
      ...options.headers,
    },
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? ({} as P)) });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { raw: text };
  }
  return { status: res.status, body, headers: res.headers };
}

function rand() {
  return Math.floor(Math.random() * 250) + 1;
}
