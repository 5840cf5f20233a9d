// The looks a link-in-bio page can have, and the accent colour rule: link
// buttons are drawn in the accent with the more readable of white or ink text,
// which must reach WCAG AA for text (4.5:1), and the buttons must stand out
// from the page (3:1, AA for interface parts).

export const THEME_IDS = ["light", "dark", "sand", "midnight", "blush"] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export interface PageTheme {
  id: ThemeId;
  label: string;
  background: string;
  text: string;
  muted: string;
  /** The default accent: link buttons. */
  accent: string;
}

export const THEMES: Record<ThemeId, PageTheme> = {
  light: { id: "light", label: "Light", background: "#ffffff", text: "#18181b", muted: "#52525b", accent: "#6d28d9" },
  dark: { id: "dark", label: "Dark", background: "#0f0f14", text: "#fafafa", muted: "#a1a1aa", accent: "#a78bfa" },
  sand: { id: "sand", label: "Sand", background: "#f6f1e7", text: "#292524", muted: "#57534e", accent: "#9a3412" },
  midnight: {
    id: "midnight",
    label: "Midnight",
    background: "#0b1220",
    text: "#e2e8f0",
    muted: "#94a3b8",
    accent: "#38bdf8",
  },
  blush: { id: "blush", label: "Blush", background: "#fdf2f8", text: "#3f0d26", muted: "#6b2147", accent: "#be185d" },
};

export const WHITE = "#ffffff";
export const INK = "#111111";

export function isHexColor(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

function channel(hex: string, offset: number): number {
  const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or ink, whichever reads better on the accent. */
export function textOn(accent: string): string {
  return contrastRatio(accent, WHITE) >= contrastRatio(accent, INK) ? WHITE : INK;
}

export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

export type AccentCheck = { ok: true } | { ok: false; message: string };

const ratio = (n: number) => `${(Math.floor(n * 10) / 10).toFixed(1)}:1`;

/** Whether `accent` may be used on `theme`, with the reason when not. */
export function checkAccent(accent: string, themeId: ThemeId): AccentCheck {
  if (!isHexColor(accent)) return { ok: false, message: "Please pick a colour as #rrggbb." };
  const theme = THEMES[themeId];
  const text = contrastRatio(accent, textOn(accent));
  if (text < TEXT_CONTRAST) {
    return {
      ok: false,
      message: `Text on this colour would be hard to read (contrast ${ratio(text)}; at least 4.5:1 is needed). Pick a darker or lighter shade.`,
    };
  }
  const page = contrastRatio(accent, theme.background);
  if (page < UI_CONTRAST) {
    return {
      ok: false,
      message: `Buttons in this colour would blend into the ${theme.label} background (contrast ${ratio(page)}; at least 3:1 is needed).`,
    };
  }
  return { ok: true };
}
