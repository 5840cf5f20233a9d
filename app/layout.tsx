import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { geistLatin, geistLatinExtended } from "./fonts/geist";
import { PageTracker } from "@/components/analytics/page-tracker";
import { ThirdPartyAnalytics } from "@/components/analytics/third-party-analytics";
import { DeferredChrome } from "@/components/layout/deferred-chrome";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { env } from "@/lib/env";
import { SITE } from "@/lib/config/site";
import { THEME_COOKIE, parseTheme, themeClass, type Theme } from "@/lib/theme/theme";
import { cn } from "@/lib/utils";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env.APP_URL),
  applicationName: SITE.name,
  title: SITE.name,
  description: SITE.description,
};

const THEME_COLOR = { light: "#fbfafd", dark: "#0c0c16" } as const;

async function readTheme(): Promise<Theme> {
  return parseTheme((await cookies()).get(THEME_COOKIE)?.value);
}

/** The browser bar follows the chosen theme, or the system's when none is chosen. */
export async function generateViewport(): Promise<Viewport> {
  const theme = await readTheme();
  return {
    width: "device-width",
    initialScale: 1,
    themeColor:
      theme === "system"
        ? [
            { media: "(prefers-color-scheme: light)", color: THEME_COLOR.light },
            { media: "(prefers-color-scheme: dark)", color: THEME_COLOR.dark },
          ]
        : THEME_COLOR[theme],
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const theme = await readTheme();
  return (
    <html lang="en" className={cn(geistLatin.variable, geistLatinExtended.variable, themeClass(theme))}>
      <body className="flex min-h-dvh flex-col bg-background font-sans text-foreground antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <ThemeProvider initialTheme={theme}>
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <DeferredChrome />
          <PageTracker />
          <ThirdPartyAnalytics />
        </ThemeProvider>
      </body>
    </html>
  );
}
