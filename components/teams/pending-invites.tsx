"use client";

import { Link2, Mail, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { isTeamRole, ROLE_LABELS } from "@/lib/teams/permissions";
import type { InviteView } from "./types";
import { teamApi, useTeamRequest } from "./use-team-request";

const day = new Intl.DateTimeFormat("en", { day: "numeric", month: "short" });

/** Invitations still waiting for an answer, and the live invite link, each revocable. */
export function PendingInvites({ teamId, invites }: { teamId: string; invites: InviteView[] }) {
  const { send, pending } = useTeamRequest();
  if (invites.length === 0) return null;
  return (
    <section aria-labelledby="invites-heading" className="grid gap-3">
      <h2 id="invites-heading" className="text-lg font-semibold">
        Pending invitations
      </h2>
      <ul className="divide-y rounded-xl border bg-card">
        {invites.map((invite) => {
          const role = isTeamRole(invite.role) ? ROLE_LABELS[invite.role] : invite.role;
          const label = invite.kind === "link" ? "Invite link" : (invite.email ?? "");
          return (
            <li key={invite.id} className="flex items-center gap-3 p-3">
              {invite.kind === "link" ? (
                <Link2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              ) : (
                <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{label}</p>
                <p className="text-sm text-muted-foreground">
                  {role}
                  {invite.expiresAt ? ` · expires ${day.format(new Date(invite.expiresAt))}` : " · until revoked"}
                  {invite.invitedByName ? ` · by ${invite.invitedByName}` : ""}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                disabled={pending}
                aria-label={invite.kind === "link" ? "Revoke the invite link" : `Cancel the invitation to ${label}`}
                onClick={() =>
                  send(teamApi(teamId, "invites", invite.id), {
                    method: "DELETE",
                    success: invite.kind === "link" ? "Invite link revoked." : "Invitation cancelled.",
                  })
                }
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
