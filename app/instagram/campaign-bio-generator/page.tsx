import { CampaignForm } from "@/components/campaigns/campaign-form";
import { RoutePage } from "@/components/layout/route-page";
import { requireViewer } from "@/lib/auth/require-viewer";
import { pageMetadata } from "@/lib/seo/metadata";
import { toolQuota } from "@/lib/tools/tool-quota";

export const metadata = pageMetadata("campaign-bio-generator");

/** The campaign bio generator: a goal, an offer, dates and a call to action turned into bios. */
export default async function CampaignBioGeneratorPage() {
  const viewer = await requireViewer("campaign-bio-generator");
  const quota = await toolQuota(viewer, "campaign");
  return (
    <RoutePage
      route="campaign-bio-generator"
      intro="Your bio for a sale, a launch week, a sign-up drive or an event: what you're promoting, when it ends and what to do next, within every platform's limit."
    >
      <CampaignForm quota={quota} />
    </RoutePage>
  );
}
