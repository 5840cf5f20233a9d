import { BROKEN_LINK, IMITATED_BRANDS, LINK_TLDS, SHORTENERS } from "./patterns";
import type { Finding } from "./types";

// Reads the links in a bio as text only: nothing is ever fetched, so a checker run can
// never visit a stranger's link.

const URL_IN_TEXT = /(?<![@\p{L}\d.-])(?:(https?):\/\/)?((?:[\p{L}\d-]+\.)+\p{L}{2,})(\/[^\s)\]]*)?/giu;

export interface LinkInBio {
  text: string;
  scheme: "http" | "https" | null;
  host: string;
}

export function linksIn(bio: string): LinkInBio[] {
  const links: LinkInBio[] = [];
  for (const match of bio.matchAll(URL_IN_TEXT)) {
    const scheme = (match[1]?.toLowerCase() ?? null) as LinkInBio["scheme"];
    const host = (match[2] ?? "").toLowerCase();
    const tld = host.split(".").pop() ?? "";
    // "e.g." or "Mr.Smith" is not a link; a bare name counts only with a link-like ending.
    if (!scheme && !host.startsWith("www.") && !LINK_TLDS.has(tld) && !tld.startsWith("xn--")) continue;
    links.push({ text: match[0], scheme, host });
  }
  return links;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

// Digits and letter pairs that phishing domains swap in for the letters they resemble.
const unmask = (label: string) =>
  label
    .replace(/0/g, "o")
    .replace(/1/g, "l")
    .replace(/3/g, "e")
    .replace(/5/g, "s")
    .replace(/rn/g, "m")
    .replace(/vv/g, "w");

/** The brand a host imitates, or null: "paypa1.com", "instagrarn.com", "paypal-login.net". */
export function imitatedBrand(host: string): string | null {
  const labels = host.replace(/^www\./, "").split(".");
  const name = labels.length >= 2 ? (labels[labels.length - 2] ?? "") : (labels[0] ?? "");
  for (const brand of IMITATED_BRANDS) {
    if (name === brand) return null;
    if (unmask(name) === brand) return brand;
    if (brand.length >= 6 && editDistance(name, brand) === 1) return brand;
    if (name.includes(brand) && /login|verify|secure|support|help|account|free|gift|bonus/.test(name)) return brand;
  }
  return null;
}

/** What is wrong with each link: not encrypted, hidden behind a shortener, imitating a brand, or broken. */
export function linkFindings(bio: string): Finding[] {
  const findings: Finding[] = [];
  for (const broken of bio.matchAll(BROKEN_LINK)) {
    findings.push({ text: broken[0], reason: "looks broken: the address is mistyped" });
  }
  for (const link of linksIn(bio)) {
    if (findings.some((f) => f.text.includes(link.host))) continue;
    const brand = imitatedBrand(link.host);
    if (link.host.split(".").some((label) => label.startsWith("xn--"))) {
      findings.push({ text: link.text, reason: "uses look-alike letters (an encoded domain)" });
    } else if (brand) {
      findings.push({ text: link.text, reason: `looks like ${brand} but is not its address` });
    } else if (SHORTENERS.has(link.host.replace(/^www\./, ""))) {
      findings.push({ text: link.text, reason: "a shortener hides where the link goes" });
    } else if (link.scheme === "http") {
      findings.push({ text: link.text, reason: "not secure (http:, not https:)" });
    }
  }
  return findings;
}
