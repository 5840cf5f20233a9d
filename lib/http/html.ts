import { createHash } from "node:crypto";

// A small HTML builder for the pages that ship no framework: values are
// escaped unless they are already built HTML, so user text can never become
// markup.

const RAW = Symbol("raw-html");

export interface Html {
  [RAW]: string;
}

export function raw(value: string): Html {
  return { [RAW]: value };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

type Value = string | number | Html | null | undefined | false | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return "";
  if (Array.isArray(value)) return value.map(render).join("");
  if (typeof value === "object" && RAW in value) return (value as Html)[RAW];
  return escapeHtml(String(value));
}

/** html`<p>${text}</p>`: interpolated values are escaped; arrays are joined; Html is kept. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? "");
  });
  return raw(out);
}

export function toHtmlString(value: Html): string {
  return value[RAW];
}

/** The Content-Security-Policy source that allows exactly this inline script or stylesheet. */
export function cspHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source).digest("base64")}'`;
}

/** A strong ETag for a page's HTML: the same body always gets the same tag. */
export function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}
