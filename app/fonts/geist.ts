import localFont from "next/font/local";

/**
 * Geist Sans (SIL Open Font License 1.1, ./OFL.txt), cut down to Latin, Latin Extended and
 * Vietnamese: 44 KB instead of the `geist` package's 70 KB variable font, which every page
 * preloads. Characters of other scripts fall back to the system font. Made with fontTools:
 *
 *   pyftsubset node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2 --flavor=woff2 \
 *     --layout-features='*' --output-file=app/fonts/geist-sans-latin.woff2 \
 *     --unicodes="U+0000-00FF,U+0100-02AF,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0300-0301,\
 *   U+0303-0304,U+0308-0309,U+0323,U+0329,U+1E00-1EFF,U+2000-206F,U+20A0-20C0,U+2113,U+2122,\
 *   U+2191,U+2193,U+2212,U+2215,U+2C60-2C7F,U+A720-A7FF,U+FEFF,U+FFFD"
 */
export const geistSans = localFont({
  src: "./geist-sans-latin.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
});
