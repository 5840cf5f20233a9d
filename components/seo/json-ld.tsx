import { env } from "@/lib/env";
import { homeStructuredData, serializeJsonLd } from "@/lib/seo/structured-data";

/** schema.org data for search engines; no user content goes in, and it is escaped anyway. */
export function JsonLd({ data }: { data: unknown }) {
  // JSON-LD must be raw JSON in the element; serializeJsonLd escapes everything that could close it.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** The home page's WebApplication, Organization and FAQPage data. */
export function HomeJsonLd() {
  return <JsonLd data={homeStructuredData(env.APP_URL)} />;
}
