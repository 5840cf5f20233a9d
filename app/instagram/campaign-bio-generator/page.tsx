import { CampaignForm } from "@/components/campaigns/campaign-form";
import { PageHeader } from "@/components/layout/page-header";
import { requireViewer } from "@/lib/auth/require-viewer";
import { href } from "@/lib/config/paths";
import { pageMetadata } from "@/lib/seo/metadata";
import { toolQuota } from "@/lib/tools/tool-quota";

export const metadata = pageMetadata("campaign-bio-generator");

/** The campaign bio generator: a goal, an offer, dates and a call to action turned into bios. */
export default async function CampaignBioGeneratorPage() {
  const viewer = await requireViewer("campaign-bio-generator");
  const quota = await toolQuota(viewer, "campaign");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <PageHeader
        path={href("campaign-bio-generator")}
        title="Campaign Bio Generator"
        description="Your bio for a sale, a launch week, a sign-up drive or an event: what you're promoting, when it ends and what to do next, within every platform's limit."
      />
      <CampaignForm quota={quota} />
    </div>
  );
}
