import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "@/lib/config/security-headers";

describe("CSP and optional third-party analytics", () => {
  it("allows no third-party host by default", () => {
    const csp = contentSecurityPolicy(false);
    expect(csp).not.toMatch(/googletagmanager|google-analytics|plausible/);
    expect(csp).toContain("connect-src 'self';");
  });

  it("adds only the configured service's hosts", () => {
    const ga4 = contentSecurityPolicy(false, { ga4: true });
    expect(ga4).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com");
    expect(ga4).toContain("https://*.google-analytics.com");
    expect(ga4).not.toContain("plausible.io");
    const plausible = contentSecurityPolicy(false, { plausible: true });
    expect(plausible).toContain("connect-src 'self' https://plausible.io");
    expect(plausible).not.toContain("googletagmanager");
  });
});
