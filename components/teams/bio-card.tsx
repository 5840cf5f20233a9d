"use client";

import { Check, Pencil, Send, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BioComments } from "./bio-comments";
import { BioEditorDialog } from "./bio-editor-dialog";
import { RejectDialog } from "./reject-dialog";
import type { BioView, Permissions } from "./types";
import { teamApi, useTeamRequest } from "./use-team-request";

const when = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });

/** One team bio with the actions the viewer's role allows in its status. */
export function BioCard({
  teamId,
  bio,
  permissions,
  viewerId,
}: {
  teamId: string;
  bio: BioView;
  permissions: Permissions;
  viewerId: string;
}) {
  const { send, pending } = useTeamRequest();
  const label = bio.title || bio.content.slice(0, 40);
  const own = bio.author?.id === viewerId || bio.updatedBy?.id === viewerId;
  const editable = bio.status === "approved" ? permissions.editApproved : permissions.createDraft;

  return (
    <article className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs" aria-label={label}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {bio.title && <h3 className="truncate font-semibold">{bio.title}</h3>}
          <p className="text-xs text-muted-foreground">
            {bio.author?.displayName ?? "A former member"} · {when.format(new Date(bio.updatedAt))}
          </p>
        </div>
        <Badge variant="outline" className="capitalize">
          {bio.platform}
        </Badge>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{bio.content}</p>
      <div className="flex flex-wrap items-center gap-1">
        {bio.status === "draft" && permissions.submitForReview && (
          <Button
            size="sm"
            disabled={pending}
            onClick={() => send(teamApi(teamId, "bios", bio.id, "submit"), { success: "Submitted for review." })}
          >
            <Send aria-hidden="true" />
            Submit for review
          </Button>
        )}
        {bio.status === "review" && permissions.approve && !own && (
          <Button
            size="sm"
            disabled={pending}
            onClick={() => send(teamApi(teamId, "bios", bio.id, "approve"), { success: "Bio approved." })}
          >
            <Check aria-hidden="true" />
            Approve
          </Button>
        )}
        {bio.status === "review" && permissions.reject && !own && (
          <RejectDialog teamId={teamId} bioId={bio.id} label={label} />
        )}
        {bio.status === "review" && permissions.approve && own && (
          <p className="text-xs text-muted-foreground">Waiting for another reviewer.</p>
        )}
        <span className="ml-auto flex items-center gap-1">
          <BioComments
            teamId={teamId}
            bioId={bio.id}
            label={label}
            count={bio.comments}
            canComment={permissions.comment}
          />
          {editable && (
            <BioEditorDialog
              teamId={teamId}
              bio={bio}
              trigger={
                <Button variant="ghost" size="icon" aria-label={`Edit “${label}”`}>
                  <Pencil aria-hidden="true" />
                </Button>
              }
            />
          )}
          {permissions.deleteBio && (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="icon" aria-label={`Delete “${label}”`} className="text-destructive">
                  <Trash2 aria-hidden="true" />
                </Button>
              }
              title={`Delete “${label}”?`}
              description="The bio and its comments are deleted for the whole team. This cannot be undone."
              confirmLabel="Delete"
              pendingLabel="Deleting…"
              onConfirm={async () =>
                (await send(teamApi(teamId, "bios", bio.id), { method: "DELETE", success: "Bio deleted." })).ok
              }
            />
          )}
        </span>
      </div>
    </article>
  );
}
