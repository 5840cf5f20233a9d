"use client";

import * as React from "react";
import { themeClass, themeCookie, themeFromCookies, type Theme } from "@/lib/theme/theme";

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = React.createContext<ThemeContextValue>({ theme: "system", setTheme: () => {} });

/**
 * Holds the visitor's theme choice. The root layout reads it from the cookie and renders the
 * class on <html> itself, so this only has to store a new choice and swap the class. A page
 * served from the page cache was rendered without the cookie: the choice is read again here.
 */
// The cookie is the store: a choice writes it and tells the subscribers to read it again.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const readCookie = () => themeFromCookies(document.cookie);

export function ThemeProvider({ initialTheme, children }: { initialTheme: Theme; children: React.ReactNode }) {
  const theme = React.useSyncExternalStore(subscribe, readCookie, () => initialTheme);

  const setTheme = React.useCallback((next: Theme) => {
    document.cookie = themeCookie(next, location.protocol === "https:");
    const root = document.documentElement;
    root.classList.remove("light", "dark");
    const cls = themeClass(next);
    if (cls) root.classList.add(cls);
    for (const listener of listeners) listener();
  }, []);

  const value = React.useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme() {
  return React.useContext(ThemeContext);
}
