"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { href } from "@/lib/config/paths";
import { ROLE_LABELS } from "@/lib/teams/permissions";
import { ActivityLog } from "./activity-log";
import { BiosBoard } from "./bios-board";
import { CreateTeamDialog } from "./create-team-dialog";
import { InviteDialog } from "./invite-dialog";
import { MembersPanel } from "./members-panel";
import { PendingInvites } from "./pending-invites";
import { RenameTeamDialog } from "./rename-team-dialog";
import { TeamVoice } from "./team-voice";
import { TeamSwitcher } from "./team-switcher";
import type { WorkspaceData } from "./types";
import { teamApi, useTeamRequest } from "./use-team-request";

/** One team: its bios board, members and invitations, and its activity log. */
export function TeamWorkspace({ data }: { data: WorkspaceData }) {
  const { team, permissions } = data;
  const { send } = useTeamRequest();
  const router = useRouter();
  const review = data.bios.filter((b) => b.status === "review").length;

  async function deleteTeam() {
    const result = await send(teamApi(team.id), { method: "DELETE", success: `“${team.name}” was deleted.` });
    if (result.ok) router.push(href("team-collaboration"));
    return result.ok;
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TeamSwitcher teams={data.teams} current={team.id} />
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-muted-foreground">
            You are <span className="font-medium text-foreground">{ROLE_LABELS[team.role]}</span>
          </p>
          {permissions.renameTeam && <RenameTeamDialog teamId={team.id} current={team.name} />}
          {permissions.invite && <InviteDialog team={team} roles={data.assignableRoles} />}
          <CreateTeamDialog />
        </div>
      </div>
      <TeamVoice teamId={team.id} voice={data.voice} myVoices={data.myVoices} canSet={permissions.setTeamVoice} />
      <Tabs defaultValue="bios">
        <TabsList>
          <TabsTrigger value="bios">Bios{review > 0 ? ` (${review} in review)` : ""}</TabsTrigger>
          <TabsTrigger value="members">Members</TabsTrigger>
          {data.activity && <TabsTrigger value="activity">Activity</TabsTrigger>}
        </TabsList>
        <TabsContent value="bios" className="pt-4">
          <BiosBoard teamId={team.id} bios={data.bios} permissions={permissions} viewerId={data.viewerId} />
        </TabsContent>
        <TabsContent value="members" className="grid gap-6 pt-4">
          <MembersPanel team={team} members={data.members} permissions={permissions} viewerId={data.viewerId} />
          {permissions.invite && <PendingInvites teamId={team.id} invites={data.invites} />}
          {permissions.deleteTeam && (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/30 p-4">
              <p className="text-sm">
                <span className="font-medium">Delete this team.</span>{" "}
                <span className="text-muted-foreground">Its bios, comments and log go with it.</span>
              </p>
              <ConfirmDialog
                trigger={
                  <Button variant="outline" className="text-destructive">
                    <Trash2 aria-hidden="true" />
                    Delete team
                  </Button>
                }
                title={`Delete “${team.name}”?`}
                description="Every member loses access, and its bios, comments and activity are deleted. This cannot be undone."
                confirmLabel="Delete team"
                pendingLabel="Deleting…"
                onConfirm={deleteTeam}
              />
            </div>
          )}
        </TabsContent>
        {data.activity && (
          <TabsContent value="activity" className="pt-4">
            <ActivityLog activity={data.activity} />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
