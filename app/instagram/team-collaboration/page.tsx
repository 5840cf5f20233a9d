import { Plus, Users } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { CreateTeamDialog } from "@/components/teams/create-team-dialog";
import { TeamWorkspace } from "@/components/teams/team-workspace";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { requireViewer } from "@/lib/auth/require-viewer";
import { href } from "@/lib/config/paths";
import { planFor } from "@/lib/config/plans";
import { pageMetadata } from "@/lib/seo/metadata";
import { loadWorkspace } from "@/lib/teams/workspace";

export const metadata = pageMetadata("team-collaboration", { robots: { index: false, follow: false } });

const PATH = href("team-collaboration");

/** Teams: bios drafted, reviewed and approved together, members with roles, invitations, activity. */
export default async function TeamCollaborationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { team } = await searchParams;
  const viewer = await requireViewer("team-collaboration", typeof team === "string" ? { team } : {});
  const data = await loadWorkspace(viewer.id, typeof team === "string" ? team.slice(0, 64) : undefined);
  const free = planFor("free").teamMembers;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <PageHeader
        path={PATH}
        title="Team Collaboration"
        description="Draft bios together, send them for review and approve them before they go live."
      />
      {data ? (
        <TeamWorkspace data={data} />
      ) : (
        <EmptyState
          icon={<Users />}
          headingLevel={2}
          title="Start your first team"
          description={`Invite teammates as admins, editors or viewers. Free teams have up to ${free} members, Premium teams no limit.`}
          action={
            <CreateTeamDialog
              trigger={
                <Button>
                  <Plus aria-hidden="true" />
                  Create a team
                </Button>
              }
            />
          }
        />
      )}
    </div>
  );
}
