"use client";

import type * as React from "react";
import { ThemeProvider as NextThemesProvider } from "next-themes";

/**
 * Wrap the app once in the root layout (and put `suppressHydrationWarning` on <html>, since the
 * class is set before React hydrates). Themes: "light", "dark", "system" (the default).
 * No `disableTransitionOnChange`: next-themes applies it on every mount too, which costs two
 * whole-page style recalculations while the page loads; the theme toggle holds transitions
 * itself, only when the visitor switches.
 */
export function ThemeProvider({ children, ...props }: React.ComponentProps<typeof NextThemesProvider>) {
  return (
    <NextThemesProvider attribute="class" defaultTheme="system" enableSystem {...props}>
      {children}
    </NextThemesProvider>
  );
}
