import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { geistLatin, geistLatinExtended } from "./fonts/geist";
import { PageTracker } from "@/components/analytics/page-tracker";
import { ThirdPartyAnalytics } from "@/components/analytics/third-party-analytics";
import { DeferredChrome } from "@/components/layout/deferred-chrome";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ThemeProvider } from "@/components/ui/theme-provider";
import { env } from "@/lib/env";
import { SITE } from "@/lib/config/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env.APP_URL),
  applicationName: SITE.name,
  title: SITE.name,
  description: SITE.description,
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fbfafd" },
    { media: "(prefers-color-scheme: dark)", color: "#0c0c16" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning className={`${geistLatin.variable} ${geistLatinExtended.variable}`}>
      <body className="flex min-h-dvh flex-col bg-background font-sans text-foreground antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <ThemeProvider>
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
