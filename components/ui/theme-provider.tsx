"use client";

import type * as React from "react";
import { ThemeProvider as NextThemesProvider } from "next-themes";

/**
 * Wrap the app once in the root layout (and put `suppressHydrationWarning` on <html>, since the
 * class is set before React hydrates). Themes: "light", "dark", "system" (the default).
 * `disableTransitionOnChange` stops every colour transition firing at once on a switch.
 */
export function ThemeProvider({ children, ...props }: React.ComponentProps<typeof NextThemesProvider>) {
  return (
    <NextThemesProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange {...props}>
      {children}
    </NextThemesProvider>
  );
}
