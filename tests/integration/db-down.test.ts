import { afterEach, describe, expect, it, vi } from "vitest";
import { DATABASE_DOWN_MESSAGE } from "@/lib/http/errors";
import { callRoute } from "../support/call-route";

// Loads the app's modules against another database URL, as a fresh process would.
async function healthAgainst(url: string) {
  vi.resetModules();
  vi.stubEnv("DATABASE_URL", url);
  delete (globalThis as { biostudioDb?: unknown }).biostudioDb;
  const { GET } = await import("@/app/api/health/route");
  const started = Date.now();
  const res = await callRoute(GET, { method: "GET" });
  return { ...res, ms: Date.now() - started };
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete (globalThis as { biostudioDb?: unknown }).biostudioDb;
  vi.resetModules();
});

describe("a database that is down", () => {
  it("answers 503 with a message within 2 s (PostgreSQL not listening)", async () => {
    const res = await healthAgainst("postgresql://postgres@127.0.0.1:1/nothing");
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(DATABASE_DOWN_MESSAGE);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(res.ms).toBeLessThan(2_500);
  });

  it("answers 503 for a SQLite file that cannot be opened", async () => {
    const res = await healthAgainst("file:./data/no-such-dir/nested/app.db");
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(DATABASE_DOWN_MESSAGE);
  });
});
