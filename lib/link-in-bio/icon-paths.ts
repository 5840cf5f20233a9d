import type { SocialKind } from "./socials";

// Line icons in the style of the rest of the product (24 × 24, 2 px stroke),
// drawn here so the public page needs no icon library. Shapes, not markup: the
// public page's HTML builder and the builder's React preview each draw them.

export interface IconShape {
  tag: "rect" | "circle" | "path";
  attrs: Record<string, string>;
}

const filled = { fill: "currentColor" };

export const SOCIAL_ICON_SHAPES: Record<SocialKind, readonly IconShape[]> = {
  instagram: [
    { tag: "rect", attrs: { x: "3", y: "3", width: "18", height: "18", rx: "5" } },
    { tag: "circle", attrs: { cx: "12", cy: "12", r: "4" } },
    { tag: "circle", attrs: { cx: "17.5", cy: "6.5", r: "0.8", ...filled } },
  ],
  tiktok: [
    { tag: "path", attrs: { d: "M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" } },
    { tag: "path", attrs: { d: "M14 3c.5 2.6 2.3 4.4 5 4.7" } },
  ],
  youtube: [
    { tag: "rect", attrs: { x: "2.5", y: "5.5", width: "19", height: "13", rx: "4" } },
    { tag: "path", attrs: { d: "m10 9.2 5 2.8-5 2.8z", ...filled } },
  ],
  x: [{ tag: "path", attrs: { d: "M4 4l16 16M20 4 4 20" } }],
  linkedin: [
    { tag: "rect", attrs: { x: "3", y: "3", width: "18", height: "18", rx: "3" } },
    { tag: "path", attrs: { d: "M8 10.5V16M8 7.6v.1M12 16v-5.5M12 12.8c0-1.5 1-2.4 2.3-2.4s2 .9 2 2.4V16" } },
  ],
  email: [
    { tag: "rect", attrs: { x: "3", y: "5", width: "18", height: "14", rx: "2" } },
    { tag: "path", attrs: { d: "m3.5 6.5 8.5 6.5 8.5-6.5" } },
  ],
  website: [
    { tag: "circle", attrs: { cx: "12", cy: "12", r: "9" } },
    {
      tag: "path",
      attrs: { d: "M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" },
    },
  ],
};

/** The attributes every icon's <svg> carries (HTML names). */
export const ICON_SVG_ATTRS = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  "stroke-width": "2",
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
} as const;
