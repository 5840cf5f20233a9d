import { UserRoundPlus } from "lucide-react";
import Link from "next/link";
import { AbTestManager } from "@/components/ab-test/ab-test-manager";
import { PageHeader } from "@/components/layout/page-header";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { listTests } from "@/lib/ab-test/ab-test-service";
import { requireViewer } from "@/lib/auth/require-viewer";
import { href } from "@/lib/config/paths";
import { planFor } from "@/lib/config/plans";
import { getProfileByUserId } from "@/lib/db/profiles";
import { getOwnPage } from "@/lib/link-in-bio/link-in-bio-service";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("link-in-bio-ab-test", { robots: { index: false, follow: false } });

const PATH = href("link-in-bio-ab-test");
const TITLE = "A/B test your bio";
const DESCRIPTION = "Find out which bio brings more people through to your links, then keep the winner.";

/** A/B tests of the bio: set one up, watch the results, promote the winner. */
export default async function AbTestPage() {
  const viewer = await requireViewer("link-in-bio-ab-test");
  const profile = await getProfileByUserId({ userId: viewer.id });

  if (!profile) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
        <PageHeader path={PATH} title={TITLE} description={DESCRIPTION} />
        <EmptyState
          icon={<UserRoundPlus />}
          headingLevel={2}
          title="Create your profile first"
          description="A/B tests run on your link-in-bio page, which uses your profile's name, photo and username."
          action={
            <Link href={href("profile")} className={buttonVariants()}>
              Create your profile
            </Link>
          }
        />
      </div>
    );
  }

  const [page, tests] = await Promise.all([getOwnPage(viewer.id), listTests(viewer.id)]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <PageHeader path={PATH} title={TITLE} description={DESCRIPTION} />
      <AbTestManager initialTests={tests} pageBio={page.bio} maxRunning={planFor(viewer.subscriptionStatus).abTests} />
    </div>
  );
}
