import { PLANS } from "@/lib/config/plans";
import { getRoute } from "@/lib/config/routes";
import { SITE } from "@/lib/config/site";
import { faqCategories } from "@/lib/content/faq";

// schema.org data for the home page (JSON-LD): the app, the company behind it and
// the FAQ, built from the same sources the page reads so they never disagree.

type JsonLd = Record<string, unknown>;

export function homeStructuredData(origin: string): JsonLd[] {
  const home = new URL(getRoute("home").path, origin).toString();
  const organization: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: SITE.company,
    url: home,
    email: SITE.emails.hello,
    address: {
      "@type": "PostalAddress",
      addressLocality: SITE.city,
      addressRegion: SITE.region,
      postalCode: SITE.postalCode,
      addressCountry: "IN",
    },
  };
  const app: JsonLd = {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: SITE.name,
    url: home,
    description: SITE.description,
    applicationCategory: "DesignApplication",
    operatingSystem: "Any",
    browserRequirements: "Requires JavaScript",
    publisher: { "@id": `${origin}/#organization` },
    offers: [PLANS.free, PLANS.premium].map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      price: plan.priceMonthlyUsd.toFixed(2),
      priceCurrency: "USD",
    })),
  };
  const faq: JsonLd = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqCategories().flatMap((category) =>
      category.entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    ),
  };
  return [app, organization, faq];
}

/** JSON for a <script> element: `<`, `>`, `&` and line separators escaped so no text can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
