import { escapeHtml, raw, type Html } from "@/lib/http/html";
import { ICON_SVG_ATTRS, SOCIAL_ICON_SHAPES } from "./icon-paths";
import type { SocialKind } from "./socials";

// The social icons of the public page as SVG markup; the builder's preview draws
// the same shapes (components/link-in-bio/social-glyph.tsx).

const attributes = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");

export function socialIcon(kind: SocialKind): Html {
  const shapes = SOCIAL_ICON_SHAPES[kind].map(({ tag, attrs }) => `<${tag}${attributes(attrs)}/>`).join("");
  return raw(
    `<svg${attributes({ ...ICON_SVG_ATTRS, width: "22", height: "22" })} aria-hidden="true" focusable="false">${shapes}</svg>`,
  );
}
