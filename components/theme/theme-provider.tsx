"use client";

import * as React from "react";
import { themeClass, themeCookie, type Theme } from "@/lib/theme/theme";

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = React.createContext<ThemeContextValue>({ theme: "system", setTheme: () => {} });

/**
 * Holds the visitor's theme choice. The root layout reads it from the cookie and renders the
 * class on <html> itself, so this only has to store a new choice and swap the class.
 */
export function ThemeProvider({ initialTheme, children }: { initialTheme: Theme; children: React.ReactNode }) {
  const [theme, setThemeState] = React.useState(initialTheme);

  const setTheme = React.useCallback((next: Theme) => {
    document.cookie = themeCookie(next, location.protocol === "https:");
    const root = document.documentElement;
    root.classList.remove("light", "dark");
    const cls = themeClass(next);
    if (cls) root.classList.add(cls);
    setThemeState(next);
  }, []);

  const value = React.useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme() {
  return React.useContext(ThemeContext);
}
