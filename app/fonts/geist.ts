import localFont from "next/font/local";

/**
 * Geist Sans (SIL Open Font License 1.1, ./OFL.txt) in two files split by `unicode-range`, the
 * way Google Fonts serves it: every page preloads the Latin file (28 KB); the browser fetches
 * the Latin Extended and Vietnamese file (18 KB) only when a page shows one of its characters.
 * Characters of other scripts fall back to the system font. Made with fontTools from the
 * `geist` package's variable font (default OpenType features plus tnum and pnum, which the
 * `tabular-nums` and `proportional-nums` classes use):
 *
 *   pyftsubset node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2 --flavor=woff2 \
 *     --layout-features+=tnum,pnum --output-file=app/fonts/geist-sans-latin.woff2 \
 *     --unicodes="<the unicode-range below>"   (and the second range into geist-sans-latin-ext.woff2)
 *
 * next/font wants the ranges written out in place, hence the long lines.
 * Neither declares a metric-matched fallback: that is "Geist Fallback" in app/globals.css,
 * last in --font-sans, so characters outside the Latin range still reach the second file.
 */
export const geistLatin = localFont({
  src: "./geist-sans-latin.woff2",
  variable: "--font-geist-latin",
  weight: "100 900",
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});

export const geistLatinExtended = localFont({
  src: "./geist-sans-latin-ext.woff2",
  variable: "--font-geist-latin-ext",
  weight: "100 900",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0100-0130, U+0132-0151, U+0154-02AF, U+0300-0301, U+0303, U+0309, U+0323, U+1E00-1EFF, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
    },
  ],
});
