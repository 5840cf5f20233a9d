import { MailX, Users } from "lucide-react";
import Link from "next/link";
import { PageHeader } from "@/components/layout/page-header";
import { JoinInvite } from "@/components/teams/join-invite";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { requireViewer } from "@/lib/auth/require-viewer";
import { href } from "@/lib/config/paths";
import { pageMetadata } from "@/lib/seo/metadata";
import { INVITE_MESSAGES, previewInvite } from "@/lib/teams/invite-service";
import { isTeamRole, ROLE_LABELS } from "@/lib/teams/permissions";

export const metadata = pageMetadata("team-join", { robots: { index: false, follow: false } });

const STATE_TEXT = {
  expired: INVITE_MESSAGES.expired,
  used: INVITE_MESSAGES.used,
  declined: INVITE_MESSAGES.declined,
} as const;

/** Where an invitation's link leads: see the team and the role, then accept or decline. */
export default async function JoinTeamPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token: raw } = await searchParams;
  const token = typeof raw === "string" && raw.length <= 200 ? raw : "";
  const viewer = await requireViewer("team-join", token ? { token } : {});
  const invite = token ? await previewInvite(viewer, token) : null;
  const back = (
    <Link href={href("team-collaboration")} className={buttonVariants({ variant: "outline" })}>
      Go to your teams
    </Link>
  );

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-12">
      <PageHeader path={href("team-join")} title="Join a team" />
      {!invite ? (
        <EmptyState
          icon={<MailX />}
          headingLevel={2}
          title="Invitation not found"
          description={INVITE_MESSAGES.invalid}
          action={back}
        />
      ) : invite.state !== "open" ? (
        <EmptyState
          icon={<MailX />}
          headingLevel={2}
          title={`Invitation to “${invite.teamName}”`}
          description={
            invite.state === "wrong-account"
              ? INVITE_MESSAGES.wrongAccount(invite.email ?? "another address")
              : STATE_TEXT[invite.state]
          }
          action={back}
        />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Users className="size-5 text-primary" aria-hidden="true" />
              {invite.teamName}
            </CardTitle>
            <CardDescription>
              {invite.invitedByName ?? "A teammate"} invited you to join as{" "}
              <strong>{isTeamRole(invite.role) ? ROLE_LABELS[invite.role] : invite.role}</strong>.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <JoinInvite token={token} teamName={invite.teamName} canDecline={invite.kind === "email"} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
