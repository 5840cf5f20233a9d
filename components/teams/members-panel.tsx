"use client";

import { Crown, LogOut, UserMinus } from "lucide-react";
import { useRouter } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { href } from "@/lib/config/paths";
import { assignableBy, isTeamRole, outranks, ROLE_LABELS } from "@/lib/teams/permissions";
import { TransferDialog } from "./transfer-dialog";
import type { MemberView, Permissions, TeamInfo } from "./types";
import { teamApi, useTeamRequest } from "./use-team-request";

export function MembersPanel({
  team,
  members,
  permissions,
  viewerId,
}: {
  team: TeamInfo;
  members: MemberView[];
  permissions: Permissions;
  viewerId: string;
}) {
  const { send } = useTeamRequest();
  const router = useRouter();
  const seats =
    team.seatLimit === null
      ? `${team.memberCount} members · no limit on ${team.plan}`
      : `${team.memberCount} of ${team.seatLimit} seats used on the ${team.plan} plan`;

  async function leave() {
    const result = await send(teamApi(team.id, "leave"), { success: `You left “${team.name}”.` });
    if (result.ok) router.push(href("team-collaboration"));
    return result.ok;
  }

  return (
    <section aria-labelledby="members-heading" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="members-heading" className="text-lg font-semibold">
            Members
          </h2>
          <p className="text-sm text-muted-foreground">{seats}</p>
        </div>
        {permissions.transferOwnership && members.length > 1 && (
          <TransferDialog team={team} members={members.filter((m) => m.userId !== viewerId)} />
        )}
      </div>
      <ul className="divide-y rounded-xl border bg-card">
        {members.map((member) => {
          const role = isTeamRole(member.role) ? member.role : "viewer";
          const self = member.userId === viewerId;
          const manage = !self && outranks(team.role, role);
          return (
            <li key={member.userId} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {member.displayName}
                  {self && <span className="text-muted-foreground"> (you)</span>}
                </p>
                {member.email && <p className="truncate text-sm text-muted-foreground">{member.email}</p>}
              </div>
              {manage && permissions.changeRole ? (
                <Select
                  value={role}
                  onValueChange={(next) =>
                    send(teamApi(team.id, "members", member.userId), {
                      method: "PATCH",
                      body: { role: next },
                      success: `${member.displayName} is now ${next === "viewer" ? "a viewer" : next === "editor" ? "an editor" : "an admin"}.`,
                    })
                  }
                >
                  <SelectTrigger size="sm" className="w-32" aria-label={`Role of ${member.displayName}`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {assignableBy(team.role).map((r) => (
                      <SelectItem key={r} value={r}>
                        {ROLE_LABELS[r]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              ) : (
                <Badge variant={role === "owner" ? "gradient" : "secondary"}>
                  {role === "owner" && <Crown aria-hidden="true" />}
                  {ROLE_LABELS[role]}
                </Badge>
              )}
              {manage && permissions.removeMember && (
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Remove ${member.displayName}`}>
                      <UserMinus aria-hidden="true" />
                    </Button>
                  }
                  title={`Remove ${member.displayName}?`}
                  description="They lose access to the team's bios at once. Their bios and comments stay."
                  confirmLabel="Remove"
                  pendingLabel="Removing…"
                  onConfirm={async () =>
                    (
                      await send(teamApi(team.id, "members", member.userId), {
                        method: "DELETE",
                        success: `${member.displayName} was removed.`,
                      })
                    ).ok
                  }
                />
              )}
              {self && role !== "owner" && (
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" size="sm">
                      <LogOut aria-hidden="true" />
                      Leave
                    </Button>
                  }
                  title={`Leave “${team.name}”?`}
                  description="You lose access to its bios. Someone with the right role can invite you again."
                  confirmLabel="Leave team"
                  pendingLabel="Leaving…"
                  onConfirm={leave}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
