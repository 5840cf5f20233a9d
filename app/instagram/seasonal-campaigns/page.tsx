import { SeasonalForm } from "@/components/campaigns/seasonal-form";
import { RoutePage } from "@/components/layout/route-page";
import { requireViewer } from "@/lib/auth/require-viewer";
import { upcomingMoments } from "@/lib/moments/upcoming";
import { pageMetadata } from "@/lib/seo/metadata";
import { toolQuota } from "@/lib/tools/tool-quota";

export const metadata = pageMetadata("seasonal-campaigns");

/** Seasonal campaigns: the calendar's upcoming moments, then angles and bios for the ones chosen. */
export default async function SeasonalCampaignsPage() {
  const viewer = await requireViewer("seasonal-campaigns");
  const now = new Date();
  const quota = await toolQuota(viewer, "campaign");
  const moments = upcomingMoments(now, 365);
  return (
    <RoutePage
      route="seasonal-campaigns"
      intro="The festivals, holidays and shopping days coming up in India, the US, the UK and worldwide, soonest first. Pick up to three and get campaign ideas and bios for your business."
    >
      <SeasonalForm quota={quota} moments={moments} today={now.toISOString().slice(0, 10)} />
    </RoutePage>
  );
}
