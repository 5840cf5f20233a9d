import { beforeAll, describe, expect, it } from "vitest";
import { GET as getProfile } from "@/app/api/profile/[username]/route";
import { setAdmin } from "@/lib/db/users";
import { callRoute, type RouteHandler, type RouteParams } from "../support/call-route";
import { CONTROL_VALUES, fuzzAddress } from "../support/fuzz";
import { listApiRoutes, loadRouteModule } from "../support/api-routes";
import { registerUser } from "../support/users";

// Route parameters and query values are input like a body: a NUL byte (which SQLite stores
// and PostgreSQL refuses) or any other control character is a 400 before a handler reads
// it, and nothing hostile in an address is ever a 5xx. The routes come from the file tree,
// so a new handler is fuzzed without anyone adding it here.

// Auth.js reads cookies(), which only works inside Next's request scope: for it the
// address check in front of it is tested; what it does with odd but clean values is its own.
const OUTSIDE_REQUEST_SCOPE = new Set(["/api/auth/[...nextauth]"]);

const routes = listApiRoutes().filter((r) => r.segments.length > 0 || r.readsQuery || r.methods.includes("GET"));
let auth: Record<string, string> = {};

beforeAll(async () => {
  // An administrator's token gets past every auth check, so the parameters are really read.
  const admin = await registerUser({ displayName: "Fuzz Admin" });
  await setAdmin({ userId: admin.user.id, isAdmin: true });
  auth = admin.auth;
});

describe("hostile addresses", () => {
  it("finds the handlers with route parameters or query values", () => {
    const patterns = routes.map((r) => r.pattern);
    expect(patterns).toContain("/api/profile/[username]");
    expect(patterns).toContain("/api/auth/[...nextauth]");
    expect(patterns).toContain("/api/bios");
    expect(routes.find((r) => r.pattern === "/api/templates")?.queryNames).toEqual(["category", "q", "premium"]);
  });

  it("GET /api/profile/%00 answers 400, not a database error", async () => {
    const res = await callRoute(getProfile, {
      method: "GET",
      path: "/api/profile/%00",
      params: { username: "\u0000" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The address contains characters we can't use.");
  });

  describe.each(routes.map((r) => [r.pattern, r] as const))("%s", (_pattern, route) => {
    it.each(route.methods.map((m) => [m]))("%s: every parameter and query value", async (method) => {
      const mod = await loadRouteModule(route);
      const handler = mod[method] as RouteHandler<RouteParams>;
      const path = route.pattern.replace(/\[(?:\.\.\.)?[^\]]+\]/g, "x");
      const queryNames = route.readsQuery ? [...route.queryNames, "x"] : route.queryNames;
      if (!OUTSIDE_REQUEST_SCOPE.has(route.pattern)) {
        await fuzzAddress(handler, { method, path, segments: route.segments, queryNames, headers: auth });
      } else {
        for (const value of CONTROL_VALUES) {
          const res = await callRoute(handler, { method, path, params: { nextauth: [value] }, headers: auth });
          expect(res.status, `${method} ${path} ${JSON.stringify(value)}`).toBe(400);
        }
      }

      // Any query value, even on a handler that reads none, is checked the same way.
      for (const value of CONTROL_VALUES) {
        const query = new URLSearchParams({ [value]: value });
        const params = Object.fromEntries(
          route.segments.map((s) => [s.name, s.catchAll ? ["session"] : "abcdefghij12"]),
        );
        const res = await callRoute(handler, { method, path: `${path}?${query}`, params, headers: auth });
        expect(res.status, `${method} ${path}?${query}`).toBe(400);
      }
    });
  });
});
