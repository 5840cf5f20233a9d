// The rules for a link-in-bio link's target. Visitors are redirected to it, so
// it must be a plain web address: http or https, no credentials, not a script
// or data URL, and not the page itself (a loop). Hosts are kept in their ASCII
// (punycode) form, so a look-alike domain shows as what it is.

export const LINK_URL_MESSAGES = {
  empty: "Please enter the link's address.",
  invalid: "Please enter a full web address, such as https://example.com.",
  scheme: "Links must start with http:// or https://.",
  credentials: "Links cannot contain a user name or password.",
  tooLong: "This address is too long (2,000 characters at most).",
  self: "A link cannot point to your own link-in-bio page.",
} as const;

export const MAX_LINK_URL_LENGTH = 2000;

export type LinkUrlResult = { ok: true; url: string; host: string } | { ok: false; message: string };

/** The path prefix of public link-in-bio pages. */
export const PUBLIC_PAGE_PREFIX = "/l/";

/**
 * Checks and normalises a target. `ownOrigins` are the app's own origins: a
 * link to a link-in-bio page there (any user's) would only bounce visitors
 * between our own redirects, so it is refused.
 */
export function checkLinkUrl(raw: string, ownOrigins: readonly string[] = []): LinkUrlResult {
  const input = raw.trim();
  if (input === "") return { ok: false, message: LINK_URL_MESSAGES.empty };
  if (input.length > MAX_LINK_URL_LENGTH) return { ok: false, message: LINK_URL_MESSAGES.tooLong };
  // Control characters and spaces inside an address are how filters are fooled.
  if (/[\u0000-\u0020\u007f-\u009f]/.test(input)) return { ok: false, message: LINK_URL_MESSAGES.invalid };

  // A relative or protocol-relative address ("/x", "//host") is not a full address.
  if (input.startsWith("/") || input.startsWith("\\")) return { ok: false, message: LINK_URL_MESSAGES.invalid };
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(input) ? input : `https://${input}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: LINK_URL_MESSAGES.invalid };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, message: LINK_URL_MESSAGES.scheme };
  // "https:example.com" or "https:/example.com" parse, but are not what a person typed on purpose.
  if (!/^https?:\/\//i.test(withScheme)) return { ok: false, message: LINK_URL_MESSAGES.invalid };
  if (url.username || url.password) return { ok: false, message: LINK_URL_MESSAGES.credentials };
  if (!isPlausibleHost(url.hostname)) return { ok: false, message: LINK_URL_MESSAGES.invalid };

  const isOwn = ownOrigins.some((origin) => sameSite(url, origin));
  if (isOwn && url.pathname.toLowerCase().startsWith(PUBLIC_PAGE_PREFIX)) {
    return { ok: false, message: LINK_URL_MESSAGES.self };
  }
  return { ok: true, url: url.href, host: url.hostname };
}

function sameSite(url: URL, origin: string): boolean {
  try {
    return new URL(origin).host.toLowerCase() === url.host.toLowerCase();
  } catch {
    return false;
  }
}

/** A dotted name (example.com, xn--80ak6aa92e.com), localhost, or an IP literal. */
function isPlausibleHost(host: string): boolean {
  if (host === "localhost") return true;
  if (host.startsWith("[") && host.endsWith("]")) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return true;
  const labels = host.split(".");
  if (labels.length < 2) return false;
  const tld = labels.at(-1) ?? "";
  return (
    labels.every((label) => /^[a-z0-9-]{1,63}$/i.test(label) && !label.startsWith("-") && !label.endsWith("-")) &&
    /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i.test(tld)
  );
}

/** What a person sees for a target: the host in ASCII, so "аpple.com" reads "xn--pple-43d.com". */
export function displayHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
