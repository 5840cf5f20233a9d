import { contrastRatio, isHexColor, TEXT_CONTRAST, WHITE } from "./themes";

// A QR code's dark modules are drawn in the page's accent only while scanners
// still read it: at least 4.5:1 against the white background, else black.

export const QR_LIGHT = WHITE;
export const QR_FALLBACK = "#000000";

export function qrDarkColour(accent: string): string {
  return isHexColor(accent) && contrastRatio(accent, QR_LIGHT) >= TEXT_CONTRAST ? accent.toLowerCase() : QR_FALLBACK;
}
