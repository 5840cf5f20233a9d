import { describe, expect, it } from "vitest";
import { signedInRoutes } from "@/lib/config/paths";
import { config } from "./proxy";

/** The page a matcher entry guards: "/a/b/:path*" guards /a/b and every path below it. */
const guarded = (matcher: string) => matcher.replace(/\/:path\*$/, "");

describe("proxy matcher", () => {
  it("lists exactly the registry's live signed-in pages, each once", () => {
    const registry = new Set(signedInRoutes().map((r) => r.path.split(/[?#]/)[0]));
    const matched = config.matcher.map(guarded);
    expect(new Set(matched).size).toBe(matched.length);
    expect(new Set(matched)).toEqual(registry);
  });
});
