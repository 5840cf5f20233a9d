import { describe, expect, it, vi } from "vitest";

// In development Next.js evaluates a module again after a change (and Turbopack may evaluate it
// once per route), while the database client is kept on globalThis. The hot path's plain
// statements must still find the handle of that client from a freshly evaluated module, or
// every API-token request answers 500 in `npm run dev`.
describe("the database client across module reloads", () => {
  it("hands a re-evaluated module the same client and its direct handle", async () => {
    const first = await import("@/lib/db/client");
    vi.resetModules();
    const second = await import("@/lib/db/client");
    expect(second).not.toBe(first);
    expect(second.db).toBe(first.db);
    const handle = second.directHandle(second.db);
    expect(handle.dialect).toBe(second.dialect);
    expect(first.directHandle(first.db)).toBe(handle);
  });
});
