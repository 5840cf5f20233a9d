"use client";

import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter, DialogPanel, DialogTrigger, useGuardedOpen } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MAX_TEAM_NAME } from "@/lib/teams/teams.schema";
import { teamApi, useTeamRequest } from "./use-team-request";

/** Renames the team (owner and admins); the change is logged. */
export function RenameTeamDialog({ teamId, current }: { teamId: string; current: string }) {
  const [name, setName] = useState(current);
  const { send, pending } = useTeamRequest();
  const { open, setOpen, onOpenChange } = useGuardedOpen(pending, () => setName(current));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = await send(teamApi(teamId), {
      method: "PATCH",
      body: { name },
      success: `Team renamed to “${name.trim()}”.`,
    });
    if (result.ok) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          Rename team
        </Button>
      </DialogTrigger>
      <DialogPanel
        title={<>Rename “{current}”</>}
        description="Every member sees the new name; the activity log keeps the old one."
        form={{ onSubmit: submit }}
      >
        <div className="grid gap-2">
          <Label htmlFor="rename-team-name">Team name</Label>
          <Input
            id="rename-team-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={MAX_TEAM_NAME}
            required
            autoFocus
          />
        </div>
        <DialogFooter>
          <Button type="submit" disabled={pending || name.trim() === ""}>
            {pending ? "Saving…" : "Save name"}
          </Button>
        </DialogFooter>
      </DialogPanel>
    </Dialog>
  );
}
