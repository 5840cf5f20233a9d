import { UserRoundPlus } from "lucide-react";
import Link from "next/link";
import { LinkInBioBuilder } from "@/components/link-in-bio/builder";
import { PageHeader } from "@/components/layout/page-header";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { requireViewer } from "@/lib/auth/require-viewer";
import { href } from "@/lib/config/paths";
import { getProfileByUserId } from "@/lib/db/profiles";
import { getOwnPage, listPresets } from "@/lib/link-in-bio/link-in-bio-service";
import { avatarUrl } from "@/lib/profile/profile.schema";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("link-in-bio", { robots: { index: false, follow: false } });

const PATH = href("link-in-bio");

/** The link-in-bio builder: one page with the user's links, socials and look, and its live preview. */
export default async function LinkInBioPage() {
  const viewer = await requireViewer("link-in-bio");
  const profile = await getProfileByUserId({ userId: viewer.id });

  if (!profile) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
        <PageHeader path={PATH} title="Link in Bio" description="One link for everything you share." />
        <EmptyState
          icon={<UserRoundPlus />}
          headingLevel={2}
          title="Create your profile first"
          description="Your link-in-bio page uses your profile's name, photo and username. It takes a minute."
          action={
            <Link href={href("profile")} className={buttonVariants()}>
              Create your profile
            </Link>
          }
        />
      </div>
    );
  }

  const [page, presets] = await Promise.all([getOwnPage(viewer.id), listPresets(viewer.id)]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <PageHeader
        path={PATH}
        title="Link in Bio"
        description="One link for everything you share: put it in your Instagram or TikTok bio, and keep the links behind it up to date here."
      />
      <LinkInBioBuilder
        initialPage={page}
        initialPresets={presets}
        profile={{
          displayName: profile.displayName,
          username: profile.username,
          avatar: avatarUrl(profile.avatarId),
        }}
      />
    </div>
  );
}
