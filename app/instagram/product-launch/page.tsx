import { LaunchForm } from "@/components/campaigns/launch-form";
import { RoutePage } from "@/components/layout/route-page";
import { requireViewer } from "@/lib/auth/require-viewer";
import { launchPrefillFor } from "@/lib/ecommerce/prefill";
import { pageMetadata } from "@/lib/seo/metadata";
import { toolQuota } from "@/lib/tools/tool-quota";

export const metadata = pageMetadata("product-launch");

/** Product launch: teaser, launch-day and after-launch bios for one product. */
export default async function ProductLaunchPage({
  searchParams,
}: {
  searchParams: Promise<{ product?: string | string[] }>;
}) {
  const viewer = await requireViewer("product-launch");
  const quota = await toolQuota(viewer, "campaign");
  // ?product=<id>: filled in from one of the user's imported products.
  const initial = await launchPrefillFor(viewer.id, (await searchParams).product);
  return (
    <RoutePage
      route="product-launch"
      intro="One launch, three bios to rotate: a teaser before the day, a launch-day bio and one for the weeks after."
    >
      <LaunchForm quota={quota} initial={initial} />
    </RoutePage>
  );
}
