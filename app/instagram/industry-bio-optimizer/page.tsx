import { IndustryForm } from "@/components/industry/industry-form";
import { RoutePage } from "@/components/layout/route-page";
import { requireViewer } from "@/lib/auth/require-viewer";
import { pageMetadata } from "@/lib/seo/metadata";
import { toolQuota } from "@/lib/tools/tool-quota";

export const metadata = pageMetadata("industry-bio-optimizer");

/** Industry bio optimizer: a checklist of what strong bios in the industry carry, then a rewrite. */
export default async function IndustryBioOptimizerPage() {
  const viewer = await requireViewer("industry-bio-optimizer");
  const quota = await toolQuota(viewer, "industry");
  return (
    <RoutePage
      route="industry-bio-optimizer"
      intro="See what strong bios in your industry carry, check yours against it, and get a rewrite with every change explained."
    >
      <IndustryForm quota={quota} endpoint="/api/industry-bio-optimizer" />
    </RoutePage>
  );
}
