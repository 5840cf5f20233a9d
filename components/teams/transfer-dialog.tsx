"use client";

import { ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter, DialogPanel, DialogTrigger, useGuardedOpen } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { MemberView, TeamInfo } from "./types";
import { teamApi, useTeamRequest } from "./use-team-request";

/** The owner hands the team to another member and stays on as an admin. */
export function TransferDialog({ team, members }: { team: TeamInfo; members: MemberView[] }) {
  const [userId, setUserId] = useState("");
  const { send, pending } = useTeamRequest();
  const { open, setOpen, onOpenChange } = useGuardedOpen(pending);
  const name = members.find((m) => m.userId === userId)?.displayName ?? "";

  async function transfer() {
    const result = await send(teamApi(team.id, "transfer"), {
      body: { userId },
      success: `${name} now owns “${team.name}”. You are an admin.`,
    });
    if (result.ok) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ArrowRightLeft aria-hidden="true" />
          Transfer ownership
        </Button>
      </DialogTrigger>
      <DialogPanel
        title="Transfer ownership"
        description="The new owner controls members, billing seats and deleting the team. You stay on as an admin."
      >
        <div className="grid gap-2">
          <Label htmlFor="transfer-to">New owner</Label>
          <Select value={userId} onValueChange={setUserId}>
            <SelectTrigger id="transfer-to" className="w-full">
              <SelectValue placeholder="Choose a member" />
            </SelectTrigger>
            <SelectContent>
              {members.map((m) => (
                <SelectItem key={m.userId} value={m.userId}>
                  {m.displayName}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DialogFooter>
          <Button onClick={transfer} disabled={!userId || pending}>
            {pending ? "Transferring…" : "Transfer"}
          </Button>
        </DialogFooter>
      </DialogPanel>
    </Dialog>
  );
}
