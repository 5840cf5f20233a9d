import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Viewer } from "./viewer";

// next/navigation's redirect and notFound end a render by throwing; here they throw
// something the tests can read.
class Redirected extends Error {
  constructor(readonly to: string) {
    super(`redirect ${to}`);
  }
}
class NotFound extends Error {}

const session = vi.hoisted(() => ({ viewer: null as Viewer | null }));

vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Redirected(to);
  },
  notFound: () => {
    throw new NotFound();
  },
}));
vi.mock("./viewer", () => ({ getSessionViewer: async () => session.viewer }));

const { requireAdmin, requireViewer } = await import("./require-viewer");

function viewer(isAdmin: boolean): Viewer {
  return { id: "u1", email: "ana@example.com", isAdmin, via: "session", sessionId: "s1" } as Viewer;
}

/** Where the guard sent the browser: its path and its query parameters, in order. */
async function redirectOf(guarded: Promise<unknown>): Promise<{ path: string; params: [string, string][] }> {
  const error = await guarded.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof Redirected)) throw new Error(`expected a redirect, got ${String(error)}`);
  const url = new URL(error.to, "http://x");
  return { path: url.pathname, params: [...url.searchParams] };
}

beforeEach(() => {
  session.viewer = null;
});

describe("requireViewer", () => {
  it("sends a signed-out visitor to sign in with one parameter that brings them back", async () => {
    expect(await redirectOf(requireViewer("account"))).toEqual({
      path: "/instagram/login",
      params: [["callbackUrl", "/instagram/account"]],
    });
  });

  it("brings them back to the page with its query", async () => {
    expect(await redirectOf(requireViewer("account", { tab: "billing" }))).toEqual({
      path: "/instagram/login",
      params: [["callbackUrl", "/instagram/account?tab=billing"]],
    });
  });

  it("returns the signed-in user, admin or not", async () => {
    session.viewer = viewer(false);
    await expect(requireViewer("account")).resolves.toBe(session.viewer);
  });

  it("refuses a page the registry does not list as a signed-in user's page", async () => {
    session.viewer = viewer(true);
    await expect(requireViewer("admin-dashboard")).rejects.toThrow(/not registered with auth: "user"/);
    await expect(requireViewer("login")).rejects.toThrow(/not registered/);
  });
});

describe("requireAdmin", () => {
  it("sends a signed-out visitor to the admin sign-in page with one parameter", async () => {
    expect(await redirectOf(requireAdmin("admin-dashboard", { q: "ana" }))).toEqual({
      path: "/instagram/admin-login",
      params: [["callbackUrl", "/instagram/admin-dashboard?q=ana"]],
    });
  });

  it("answers 404 to a signed-in user who is not an administrator", async () => {
    session.viewer = viewer(false);
    await expect(requireAdmin("admin-dashboard")).rejects.toBeInstanceOf(NotFound);
  });

  it("returns an administrator", async () => {
    session.viewer = viewer(true);
    await expect(requireAdmin("admin-dashboard")).resolves.toBe(session.viewer);
  });

  it("refuses a page the registry does not list as an administrator's page", async () => {
    session.viewer = viewer(true);
    await expect(requireAdmin("account")).rejects.toThrow(/not registered with auth: "admin"/);
  });
});
