// The visitor's country comes only from a header that a proxy or CDN in front of us sets
// (Cloudflare's cf-ipcountry, Vercel's x-vercel-ip-country), named by the operator, and
// only when the operator trusts a proxy at all: a client can send any header itself.
// Anything else is unknown (null): a country is never guessed.

export interface CountrySource {
  /** The header the proxy sets; undefined when none is configured. */
  header: string | undefined;
  /** Proxies the operator trusts (TRUST_PROXY); 0 means no header can be believed. */
  trustedProxies: number;
}

export function countryFromHeaders(headers: Headers, source: CountrySource): string | null {
  if (!source.header || source.trustedProxies < 1) return null;
  const value = headers.get(source.header)?.trim() ?? "";
  // Cloudflare's "T1" (Tor) fails the pattern; its "XX" means it does not know either.
  if (!/^[A-Z]{2}$/i.test(value)) return null;
  const code = value.toUpperCase();
  return code === "XX" ? null : code;
}
