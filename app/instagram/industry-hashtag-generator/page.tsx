import { HashtagForm } from "@/components/hashtags/hashtag-form";
import { RoutePage } from "@/components/layout/route-page";
import { requireViewer } from "@/lib/auth/require-viewer";
import { hashtagSetsOf } from "@/lib/hashtags/hashtag-service";
import { pageMetadata } from "@/lib/seo/metadata";
import { toolQuota } from "@/lib/tools/tool-quota";

export const metadata = pageMetadata("industry-hashtag-generator");

/** Industry hashtags: curated tiers, local tags and ready sets, with spam and restricted tags refused. */
export default async function IndustryHashtagPage() {
  const viewer = await requireViewer("industry-hashtag-generator");
  const [quota, sets] = await Promise.all([toolQuota(viewer, "hashtag"), hashtagSetsOf(viewer.id)]);
  return (
    <RoutePage
      route="industry-hashtag-generator"
      intro="Hashtags for your industry, niche and town in three tiers, from broad to niche, with spammy and restricted tags left out and the reason why."
    >
      <HashtagForm quota={quota} endpoint="/api/industry-hashtag-generator" initialSets={sets} />
    </RoutePage>
  );
}
