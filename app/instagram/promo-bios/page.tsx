import { PromoForm } from "@/components/campaigns/promo-form";
import { RoutePage } from "@/components/layout/route-page";
import { requireViewer } from "@/lib/auth/require-viewer";
import { promoPrefillFor } from "@/lib/ecommerce/prefill";
import { pageMetadata } from "@/lib/seo/metadata";
import { toolQuota } from "@/lib/tools/tool-quota";

export const metadata = pageMetadata("promo-bios");

/** Promo bios: a discount, a code and an end date turned into bios that state the offer exactly. */
export default async function PromoBiosPage({
  searchParams,
}: {
  searchParams: Promise<{ product?: string | string[] }>;
}) {
  const viewer = await requireViewer("promo-bios");
  const quota = await toolQuota(viewer, "campaign");
  // Filled in from the store profile and, with ?product=<id>, one of the user's imported products.
  const initial = await promoPrefillFor(viewer.id, (await searchParams).product);
  return (
    <RoutePage
      route="promo-bios"
      intro="Turn a sale into a bio: your discount and code exactly as you enter them, and a deadline your followers can't miss."
    >
      <PromoForm quota={quota} endpoint="/api/promo-bios" initial={initial} />
    </RoutePage>
  );
}
