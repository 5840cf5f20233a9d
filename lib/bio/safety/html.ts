// Descriptions arrive from a form, but people paste rich text, and attackers paste markup.
// Nothing tag-like may survive into analysis, let alone into a bio. Imported product
// descriptions go through the same stripping.

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  hearts: "♥",
  star: "☆",
  euro: "€",
  pound: "£",
  eacute: "é",
  egrave: "è",
  agrave: "à",
  aacute: "á",
  ccedil: "ç",
  ntilde: "ñ",
  auml: "ä",
  ouml: "ö",
  uuml: "ü",
  szlig: "ß",
};

// Elements whose content is code or invisible, never text about a person.
const CONTENT_BLOCKS =
  /<(script|style|iframe|object|embed|noscript|template|svg|math|head|title)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
// A link's words stand apart from the sentence around it ("Photographer in Reno <a …>click for
// free followers</a> weddings"): they are a button's label, so they break the line too.
const BLOCK_TAGS =
  /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|blockquote|pre|hr|a)\b[^>]*>/gi;
// A tag that is never closed takes only its name and attributes, not the words after it.
const ANY_TAG = /<\/?[a-z!?][^<>]*>|<\/?[a-z!?][^\s>]*(?:\s+[\w:-]+\s*=\s*(?:"[^"]*"?|'[^']*'?|[^\s>]*))*/gi;
// Event handlers and script calls left outside a tag ("\" onerror=alert(1)").
const HANDLER =
  /\bon[a-z]{3,20}\s*=\s*(?:"[^"]*"?|'[^']*'?|[^\s>]*)|\b(?:alert|confirm|prompt|eval)\s*\([^()\n]{0,80}\)/gi;
const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});?/gi;

export const HTML_TAG_PATTERN = /<\/?[a-z!][^>]*>/i;
export const HTML_ENTITY_PATTERN = /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;

function decodeEntities(s: string): string {
  return s.replace(ENTITY, (match, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1]?.toLowerCase() === "x" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      // Control characters and lone surrogates are not text; drop them.
      if (!Number.isFinite(code) || code < 32 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return "";
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body.toLowerCase()];
    // Only decode when the entity is terminated or a known name: "AT&T" stays intact.
    if (named !== undefined && match.endsWith(";")) return named;
    return match.endsWith(";") ? "" : match;
  });
}

function stripTags(s: string): string {
  return s.replace(COMMENTS, " ").replace(CONTENT_BLOCKS, " ").replace(BLOCK_TAGS, "\n").replace(ANY_TAG, "");
}

/** Remove tags, script/style bodies and entities; angle brackets never survive. */
export function stripHtml(input: string): string {
  let s = stripTags(input);
  // Encoded markup ("&lt;script&gt;") becomes markup after decoding, so strip twice.
  s = stripTags(decodeEntities(s));
  s = decodeEntities(s);
  return s
    .replace(/[<>]/g, " ")
    .replace(/\b(?:javascript|vbscript|data):\S*/gi, " ")
    .replace(HANDLER, " ");
}

export function hasHtml(s: string): boolean {
  // A lone ">" is fine in a bio ("chai > coffee"); only real tags and entities count.
  return HTML_TAG_PATTERN.test(s) || HTML_ENTITY_PATTERN.test(s);
}
