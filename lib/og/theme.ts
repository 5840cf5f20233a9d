// The brand tokens of app/globals.css in sRGB: the image renderer reads hex, not oklch.
export const OG = {
  width: 1200,
  height: 630,
  gradient: "linear-gradient(135deg, #6c39dd 0%, #9c0dc8 55%, #c52091 100%)",
  foreground: "#171626",
  muted: "#5b5c6e",
  card: "#ffffff",
  background: "#fbfafd",
  primary: "#753add",
  chip: "#f1ebfb",
  onBrand: "#fcfbff",
} as const;

/** The whole card: a flex row on the brand gradient, in the bundled font. */
export const OG_CANVAS = {
  display: "flex",
  width: "100%",
  height: "100%",
  background: OG.gradient,
  fontFamily: "Geist",
} as const;
