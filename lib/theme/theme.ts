/**
 * The colour theme, kept in a cookie so the server renders the right class on <html>: no inline
 * script has to run before the first paint, and nothing flashes. "system" sets no class and
 * leaves the choice to `prefers-color-scheme` (the `dark` variant in app/globals.css).
 */
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_COOKIE = "theme";
const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** Anything but a known theme (a missing or tampered cookie) means "system". */
export function parseTheme(value: string | undefined | null): Theme {
  return THEMES.find((theme) => theme === value) ?? "system";
}

/** The class <html> carries for a theme; none for "system". */
export function themeClass(theme: Theme): "light" | "dark" | undefined {
  return theme === "system" ? undefined : theme;
}

/** The `document.cookie` assignment that stores a choice for a year on every path. */
/** What follows "theme=<choice>" in the cookie: every path, a year, same-site (plus Secure over https). */
export const THEME_COOKIE_ATTRIBUTES = `Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;

export function themeCookie(theme: Theme, secure: boolean): string {
  return `${THEME_COOKIE}=${theme}; ${THEME_COOKIE_ATTRIBUTES}${secure ? "; Secure" : ""}`;
}

/** The theme named by a `document.cookie` string ("system" when none). */
export function themeFromCookies(cookieHeader: string): Theme {
  const match = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=([^;]*)`).exec(cookieHeader);
  return parseTheme(match?.[1]);
}

/**
 * Runs in <head> before the first paint. Pages served from the page cache (share pages) are
 * rendered without reading the cookie, so the chosen theme's class is set here instead; on
 * pages rendered per request the server has already set the same class.
 */
export const THEME_SCRIPT = `try{var m=/(?:^|;\\s*)${THEME_COOKIE}=(light|dark)(?:;|$)/.exec(document.cookie);if(m){var c=document.documentElement.classList;c.remove("light","dark");c.add(m[1])}}catch(e){}`;
