import { describe, expect, it } from "vitest";
import { countryFromHeaders } from "./country";
import { parseUserAgent } from "./user-agent";

describe("user agents", () => {
  it("reads device, browser and system", () => {
    expect(
      parseUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ device: "phone", browser: "Safari", os: "iOS" });
    expect(
      parseUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      ),
    ).toEqual({ device: "desktop", browser: "Chrome", os: "Windows" });
    expect(parseUserAgent("")).toEqual({ device: "other", browser: "unknown", os: "unknown" });
  });
});

describe("countries", () => {
  const headers = new Headers({ "cf-ipcountry": "de", "x-vercel-ip-country": "XX" });

  it("believes a country header only from a trusted proxy the operator named", () => {
    expect(countryFromHeaders(headers, { header: "cf-ipcountry", trustedProxies: 1 })).toBe("DE");
    expect(countryFromHeaders(headers, { header: "cf-ipcountry", trustedProxies: 0 })).toBeNull();
    expect(countryFromHeaders(headers, { header: undefined, trustedProxies: 1 })).toBeNull();
  });

  it("never turns an unknown or malformed value into a country", () => {
    expect(countryFromHeaders(headers, { header: "x-vercel-ip-country", trustedProxies: 1 })).toBeNull();
    const odd = new Headers({ "cf-ipcountry": "T1", "x-country": "Germany" });
    expect(countryFromHeaders(odd, { header: "cf-ipcountry", trustedProxies: 1 })).toBeNull();
    expect(countryFromHeaders(odd, { header: "x-country", trustedProxies: 1 })).toBeNull();
  });
});
