import { html, raw, type Html } from "./html";
import { SOCIAL_ICON_PATHS } from "./icon-paths";
import type { SocialKind } from "./socials";

// The social icons of the public page as SVG markup (the builder's preview
// draws the same paths).

export function socialIcon(kind: SocialKind): Html {
  return html`<svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    stroke-linejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    ${raw(SOCIAL_ICON_PATHS[kind])}
  </svg>`;
}
