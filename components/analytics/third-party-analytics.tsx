import Script from "next/script";
import { env } from "@/lib/env";

// Optional third-party analytics (docs/product.md#tracking): off unless GA4_ID or
// PLAUSIBLE_DOMAIN is set; loaded after the page is idle so it never slows it.
// The CSP allows their hosts only when configured (lib/config/security-headers.ts).

export function ThirdPartyAnalytics() {
  const ga4 = env.GA4_ID && /^G-[A-Z0-9]{4,20}$/i.test(env.GA4_ID) ? env.GA4_ID : undefined;
  const plausible =
    env.PLAUSIBLE_DOMAIN && /^[a-z0-9.-]{3,253}$/i.test(env.PLAUSIBLE_DOMAIN) ? env.PLAUSIBLE_DOMAIN : undefined;
  if (!ga4 && !plausible) return null;
  return (
    <>
      {ga4 && (
        <>
          <Script src={`https://www.googletagmanager.com/gtag/js?id=${ga4}`} strategy="lazyOnload" />
          <Script id="ga4-init" strategy="lazyOnload">
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${ga4}',{anonymize_ip:true});`}
          </Script>
        </>
      )}
      {plausible && <Script src="https://plausible.io/js/script.js" data-domain={plausible} strategy="lazyOnload" />}
    </>
  );
}
