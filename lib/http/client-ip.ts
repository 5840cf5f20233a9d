import "server-only";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { isIP } from "node:net";
import { env } from "@/lib/env";

// Which address a request is counted under (rate limits). A client must not
// be able to choose it: `X-Forwarded-For` is client-controlled except for the
// entries that proxies we trust appended. Next keeps a client-sent
// `X-Forwarded-For` as it is and only fills it from the socket when it is
// missing, so route handlers never learn the connection's own address. We
// record it where the connection is accepted: `installPeerRecording`
// (called from instrumentation.ts, inside `next start` itself) stamps every
// request the HTTP server emits with the socket's address and a random value
// of this process, so a client cannot forge the stamp. docs/decisions/004
// explains the choice.

const PEER_HEADER = "x-biostudio-peer";
const UNKNOWN = "unknown";

interface PeerState {
  nonce: string;
  installed: boolean;
}

// On globalThis: instrumentation and route handlers are separate bundles in one process.
const slot = Symbol.for("biostudio.peer-recording");
const holder = globalThis as unknown as Record<symbol, PeerState | undefined>;
const state: PeerState = (holder[slot] ??= { nonce: randomBytes(16).toString("hex"), installed: false });

type HeaderBag = Record<string, string | string[] | undefined>;

/** Writes the connection's address onto a request's headers, replacing any copy the client sent. */
export function stampPeer(headers: HeaderBag, address: string | undefined): void {
  headers[PEER_HEADER] = `${state.nonce} ${address ?? ""}`;
}

/**
 * Wraps the HTTP server's `request` event so every request carries the socket's
 * address (stampPeer). Runs once per process, before the app answers anything.
 * Returns a function that takes the wrapper off again (tests).
 */
export function installPeerRecording(): () => void {
  if (state.installed) return () => undefined;
  const proto = http.Server.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" || event === "checkContinue" || event === "checkExpectation") {
      const req = args[0] as http.IncomingMessage;
      stampPeer(req.headers, req.socket?.remoteAddress);
    }
    return emit.call(this, event, ...args);
  };
  state.installed = true;
  return () => {
    proto.emit = emit;
    state.installed = false;
  };
}

function normalize(address: string | undefined): string | undefined {
  let value = address?.trim();
  if (!value) return undefined;
  if (value.startsWith("::ffff:") && isIP(value.slice(7)) === 4) value = value.slice(7);
  return isIP(value) ? value : undefined;
}

function read(source: Request | Headers | HeaderBag, name: string): string | undefined {
  if (source instanceof Request) return source.headers.get(name) ?? undefined;
  if (source instanceof Headers) return source.get(name) ?? undefined;
  const value = source[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * The address a request is counted under. The hops are the `X-Forwarded-For`
 * entries followed by the connection's own address; `trustedHops` proxies (the
 * operator's TRUST_PROXY) each appended one entry, so the client is the entry
 * that many places from the right. With none trusted it is the socket address.
 * A request this process accepted before it began stamping is `unknown`.
 * Where nothing stamps requests (handlers called in-process, as in tests),
 * the right-most `X-Forwarded-For` entry stands in for the socket, as Next
 * fills it from the socket.
 */
export function clientIp(source: Request | Headers | HeaderBag, trustedHops = env.TRUST_PROXY): string {
  const forwarded = (read(source, "x-forwarded-for") ?? "").split(",").map((part) => part.trim());
  const hops = forwarded.filter(Boolean);
  const stamp = read(source, PEER_HEADER) ?? "";
  const [nonce, peer] = stamp.split(" ");
  if (nonce === state.nonce) hops.push(peer ?? "");
  else if (state.installed) return UNKNOWN;
  if (hops.length === 0) return UNKNOWN;
  const index = Math.max(0, hops.length - 1 - trustedHops);
  return normalize(hops[index]) ?? UNKNOWN;
}
