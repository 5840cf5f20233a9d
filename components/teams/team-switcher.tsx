"use client";

import { useRouter } from "next/navigation";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { href } from "@/lib/config/paths";
import { isTeamRole, ROLE_LABELS } from "@/lib/teams/permissions";
import type { TeamSummary } from "./types";

/** Picks the team the page shows; the choice lives in the address (?team=). */
export function TeamSwitcher({ teams, current }: { teams: TeamSummary[]; current: string }) {
  const router = useRouter();
  return (
    <div className="grid min-w-0 gap-1.5 sm:w-72">
      <Label htmlFor="team-switcher">Team</Label>
      <Select value={current} onValueChange={(id) => router.push(href("team-collaboration", { team: id }))}>
        <SelectTrigger id="team-switcher" className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {teams.map((team) => (
            <SelectItem key={team.id} value={team.id}>
              <span className="truncate">{team.name}</span>
              <span className="text-xs text-muted-foreground">
                {isTeamRole(team.role) ? ROLE_LABELS[team.role] : team.role}
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
