import { stripHtml as stripMarkup } from "@/lib/bio/safety/html";
import { checkLinkUrl } from "@/lib/link-in-bio/link-url";

// Cell hygiene for imported catalogues. A store's export is untrusted text: markup is
// stripped, control characters dropped, a cell that a spreadsheet would run as a formula
// loses its trigger, and addresses are kept only when they are plain http(s) ones. None of
// the addresses is ever fetched by the server: they are stored, shown and linked to.

export const MAX_TITLE = 120;
export const MAX_DESCRIPTION = 2000;
export const MAX_TAGS = 20;
export const MAX_TAG = 40;

/** Leading characters that make a spreadsheet treat a cell as a formula. */
const FORMULA_TRIGGER = /^[=+@\t\r|]+/;

/** One line of plain text: no control characters, no formula trigger, at most `max` characters. */
export function cleanText(value: string | undefined, max: number): string {
  if (!value) return "";
  const text = value
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(FORMULA_TRIGGER, "")
    .trim();
  return Array.from(text).slice(0, max).join("").trim();
}

/** A description as plain text: markup removed (script and style with their content), entities decoded. */
export function stripHtml(value: string | undefined, max = MAX_DESCRIPTION): string {
  return value ? cleanText(stripMarkup(value), max) : "";
}

/** An http(s) address, normalised, or null (anything else: javascript:, data:, relative...). */
export function safeUrl(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (!/^https?:\/\//i.test(raw)) return null;
  const checked = checkLinkUrl(raw);
  return checked.ok ? checked.url : null;
}

/** "29", "29.90", "1,299.00" or "29,90" as a decimal string; null when it is not a price. */
export function parsePrice(value: string | undefined): string | null | "" {
  const raw = value?.trim().replace(/^[$€£₹¥]\s*/, "") ?? "";
  if (raw === "") return "";
  let normal = raw;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw)) normal = raw.replace(/,/g, "");
  else if (/^\d+,\d{1,2}$/.test(raw)) normal = raw.replace(",", ".");
  if (!/^\d{1,9}(\.\d{1,4})?$/.test(normal)) return null;
  const amount = Number(normal);
  return Number.isFinite(amount) ? amount.toFixed(2) : null;
}

/** A stock count: "" is not tracked (null), a whole number is kept, anything else is refused (undefined). */
export function parseStock(value: string | undefined): number | null | undefined {
  const raw = value?.trim() ?? "";
  if (raw === "") return null;
  if (!/^-?\d{1,9}$/.test(raw)) return undefined;
  return Math.max(0, Number(raw));
}

/** Comma-separated tags, cleaned, without duplicates. */
export function splitTags(value: string | undefined): string[] {
  if (!value) return [];
  const seen = new Set<string>();
  for (const part of value.split(",")) {
    const tag = cleanText(part, MAX_TAG);
    if (tag) seen.add(tag);
    if (seen.size >= MAX_TAGS) break;
  }
  return [...seen];
}

/** The lower of two decimal strings ("" counts as missing). */
export function lowerPrice(a: string, b: string): string {
  if (!a) return b;
  if (!b) return a;
  return Number(b) < Number(a) ? b : a;
}
