import { NextRequest } from "next/server";
import { stampPeer } from "@/lib/http/client-ip";

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
    /**
     * The connection's own address, recorded as `next start` records it: any
     * `x-forwarded-for` in `headers` is then what the client sent. Without it,
     * a random `x-forwarded-for` stands for the socket address.
     */
    peer?: string;
  } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const bodyText = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = {
    "content-type": "application/json",
    origin: ORIGIN,
    ...(options.peer ? {} : { "x-forwarded-for": `10.${rand()}.${rand()}.${rand()}` }),
    ...options.headers,
  };
  if (options.peer) stampPeer(headers, options.peer);
  const req = new NextRequest(`${ORIGIN}${options.path ?? "/"}`, {
    method: options.method ?? "POST",
    body: bodyText,
    headers,
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
