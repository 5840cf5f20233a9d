"use client";

import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter, DialogPanel, DialogTrigger, useGuardedOpen } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { href } from "@/lib/config/paths";
import { MAX_TEAM_NAME } from "@/lib/teams/teams.schema";
import { useTeamRequest } from "./use-team-request";

/** Names and creates a team, then opens it. */
export function CreateTeamDialog({ trigger }: { trigger?: ReactNode }) {
  const [name, setName] = useState("");
  const { send, pending } = useTeamRequest();
  const { open, setOpen, onOpenChange } = useGuardedOpen(pending);
  const router = useRouter();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = await send<{ team: { id: string } }>("/api/teams", {
      body: { name },
      success: `Team “${name.trim()}” created.`,
    });
    if (!result.ok) return;
    setOpen(false);
    setName("");
    router.push(href("team-collaboration", { team: result.data.team.id }));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button variant="outline">
            <Plus aria-hidden="true" />
            New team
          </Button>
        )}
      </DialogTrigger>
      <DialogPanel
        title="Create a team"
        description="You will be its owner. Invite people once it exists."
        form={{ onSubmit: submit }}
      >
        <div className="grid gap-2">
          <Label htmlFor="team-name">Team name</Label>
          <Input
            id="team-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={MAX_TEAM_NAME}
            placeholder="e.g. Pune Bakes social"
            required
            autoFocus
          />
        </div>
        <DialogFooter>
          <Button type="submit" disabled={pending || name.trim() === ""}>
            {pending ? "Creating…" : "Create team"}
          </Button>
        </DialogFooter>
      </DialogPanel>
    </Dialog>
  );
}
