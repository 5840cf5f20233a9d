import { InspirationWheel } from "@/components/inspiration/inspiration-wheel";
import { PageHeader } from "@/components/layout/page-header";
import { getRoute } from "@/lib/config/routes";
import { CATEGORIES } from "@/lib/inspiration/categories";
import { examplesFor } from "@/lib/inspiration/examples";
import { pageMetadata } from "@/lib/seo/metadata";
import { CATALOGUE } from "@/lib/templates/catalogue";

export const metadata = pageMetadata("bio-inspiration-wheel");

const PATH = getRoute("bio-inspiration-wheel").path;

/** The inspiration wheel (docs/product.md): examples are made at build time from the catalogue and the composer. */
export default function BioInspirationWheelPage() {
  const examples = Object.fromEntries(CATEGORIES.map((c) => [c.id, examplesFor(c, CATALOGUE)]));
  return (
    <div className="mx-auto flex max-w-6xl flex-col px-4 py-10 sm:py-12">
      <PageHeader
        path={PATH}
        title="Bio Inspiration Wheel"
        description="Stuck on what to say? Spin the wheel for one of eight categories, with prompts to write from, example bios and a shortcut into the generator."
      />
      <InspirationWheel examples={examples} />
    </div>
  );
}
