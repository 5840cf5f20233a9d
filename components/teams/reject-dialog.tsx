"use client";

import { Undo2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter, DialogPanel, DialogTrigger, useGuardedOpen } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MAX_COMMENT } from "@/lib/teams/teams.schema";
import { teamApi, useTeamRequest } from "./use-team-request";

/** Sends a bio in review back to draft; the comment saying what to change is required. */
export function RejectDialog({ teamId, bioId, label }: { teamId: string; bioId: string; label: string }) {
  const [comment, setComment] = useState("");
  const { send, pending } = useTeamRequest();
  const { open, setOpen, onOpenChange } = useGuardedOpen(pending);

  async function reject(event: React.FormEvent) {
    event.preventDefault();
    const result = await send(teamApi(teamId, "bios", bioId, "reject"), {
      body: { comment },
      success: "Sent back to draft with your comment.",
    });
    if (!result.ok) return;
    setOpen(false);
    setComment("");
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Undo2 aria-hidden="true" />
          Request changes
        </Button>
      </DialogTrigger>
      <DialogPanel
        title="Request changes"
        description={<>“{label}” goes back to draft. Tell its author what to change.</>}
        form={{ onSubmit: reject }}
      >
        <div className="grid gap-2">
          <Label htmlFor="reject-comment">Comment</Label>
          <Textarea
            id="reject-comment"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={MAX_COMMENT}
            rows={3}
            required
          />
        </div>
        <DialogFooter>
          <Button type="submit" disabled={pending || comment.trim() === ""}>
            {pending ? "Sending…" : "Send back to draft"}
          </Button>
        </DialogFooter>
      </DialogPanel>
    </Dialog>
  );
}
