import { toSavedBio } from "@/components/bios/saved-bio";
import { SavedBios } from "@/components/bios/saved-bios";
import { PageHeader } from "@/components/layout/page-header";
import { ProfileForm } from "@/components/profile/profile-form";
import { Card, CardContent } from "@/components/ui/card";
import { requireViewer } from "@/lib/auth/require-viewer";
import { BIOS_PAGE_SIZE } from "@/lib/bio/generate.schema";
import { href } from "@/lib/config/paths";
import { listGenerations } from "@/lib/db/generations";
import { getProfileByUserId } from "@/lib/db/profiles";
import { avatarUrl } from "@/lib/profile/profile.schema";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("profile", { robots: { index: false, follow: false } });

const PATH = href("profile");

/** The signed-in user's profile: a create form the first time, the edit form after. */
export default async function ProfilePage() {
  const viewer = await requireViewer("profile");
  const [profile, saved] = await Promise.all([
    getProfileByUserId({ userId: viewer.id }),
    listGenerations({ userId: viewer.id, page: 1, pageSize: BIOS_PAGE_SIZE }),
  ]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 sm:py-12">
      <div>
        <PageHeader
          path={PATH}
          title={profile ? `@${profile.username}` : "Create your profile"}
          description={
            profile
              ? "Your public profile. Everyone can see your display name, bio and avatar; your email stays private."
              : "Pick a username and tell people who you are. You can change everything but the username later."
          }
        />
        <Card>
          <CardContent className="pt-6">
            <ProfileForm
              key={profile?.updatedAt.toISOString() ?? "new"}
              mode={profile ? "edit" : "create"}
              initial={{
                username: profile?.username ?? viewer.username ?? "",
                displayName: profile?.displayName ?? viewer.displayName,
                bio: profile?.bio ?? "",
                email: profile?.email ?? "",
                avatar: avatarUrl(profile?.avatarId ?? null),
              }}
            />
          </CardContent>
        </Card>
      </div>
      <SavedBios initial={{ total: saved.total, bios: saved.generations.map(toSavedBio) }} />
    </div>
  );
}
