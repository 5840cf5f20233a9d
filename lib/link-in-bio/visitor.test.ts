import { describe, expect, it } from "vitest";
import { visitorHash } from "./visitor";

const secret = "test-secret-test-secret-test-secret";
const ua = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X)";

describe("visitor hash", () => {
  it("is the same for one address and browser on one day, so a visitor counts once", () => {
    const a = visitorHash({ ip: "203.0.113.7", userAgent: ua, secret, at: new Date("2026-11-26T00:10:00Z") });
    const b = visitorHash({ ip: "203.0.113.7", userAgent: ua, secret, at: new Date("2026-11-26T23:50:00Z") });
    expect(a).toBe(b);
  });

  it("differs for another address, another browser and another day", () => {
    const day = new Date("2026-11-26T12:00:00Z");
    const base = visitorHash({ ip: "203.0.113.7", userAgent: ua, secret, at: day });
    expect(visitorHash({ ip: "203.0.113.8", userAgent: ua, secret, at: day })).not.toBe(base);
    expect(visitorHash({ ip: "203.0.113.7", userAgent: `${ua} x`, secret, at: day })).not.toBe(base);
    expect(visitorHash({ ip: "203.0.113.7", userAgent: ua, secret, at: new Date("2026-11-27T12:00:00Z") })).not.toBe(
      base,
    );
  });

  it("does not contain the address", () => {
    const hash = visitorHash({ ip: "203.0.113.7", userAgent: ua, secret });
    expect(hash).not.toContain("203");
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
