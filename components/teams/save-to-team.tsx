"use client";

import { Users } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter, DialogPanel, DialogTrigger, useGuardedOpen } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { postJson, requestJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import { href } from "@/lib/config/paths";
import { can, isTeamRole } from "@/lib/teams/permissions";
import { MAX_BIO_TITLE } from "@/lib/teams/teams.schema";

type Team = { id: string; name: string; role: string };

/**
 * "Save to team": puts a bio (generated, from a template, or saved) on one of the user's
 * teams as a draft, instead of only in their personal space.
 */
export function SaveToTeam({
  content,
  platform = "instagram",
  source,
  defaultTitle = "",
  size = "sm",
}: {
  content: string;
  platform?: string;
  source: "generated" | "template" | "saved";
  defaultTitle?: string;
  size?: "sm" | "icon";
}) {
  const [teams, setTeams] = useState<Team[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [teamId, setTeamId] = useState("");
  const [title, setTitle] = useState(defaultTitle);
  const [pending, setPending] = useState(false);

  async function load() {
    setError(null);
    const result = await requestJson<{ teams: Team[] }>("/api/teams");
    if (!result.ok) return setError(result.message);
    const writable = result.data.teams.filter((t) => isTeamRole(t.role) && can(t.role, "createDraft"));
    setTeams(writable);
    setTeamId((current) => current || writable[0]?.id || "");
  }

  const { open, setOpen, onOpenChange } = useGuardedOpen(pending, () => void load());

  async function save() {
    setPending(true);
    const result = await postJson(`/api/teams/${encodeURIComponent(teamId)}/bios`, {
      title,
      content,
      platform,
      source,
    });
    setPending(false);
    if (!result.ok) return toast.error(result.message);
    const team = teams?.find((t) => t.id === teamId);
    toast.success(`Saved to “${team?.name ?? "your team"}” as a draft.`);
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size={size} aria-label={size === "icon" ? "Save to team" : undefined}>
          <Users aria-hidden="true" />
          {size === "icon" ? null : "Save to team"}
        </Button>
      </DialogTrigger>
      <DialogPanel title="Save to team" description="The bio joins the team as a draft, ready to submit for review.">
        <blockquote className="rounded-lg border bg-muted/40 p-3 text-sm break-words whitespace-pre-wrap">
          {content}
        </blockquote>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : teams === null ? (
          <div className="flex justify-center py-2">
            <Spinner />
          </div>
        ) : teams.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You are on no team where you can write drafts.{" "}
            <Link className="text-primary underline-offset-4 hover:underline" href={href("team-collaboration")}>
              Create a team
            </Link>
          </p>
        ) : (
          <div className="grid gap-3">
            <div className="grid gap-2">
              <Label htmlFor="save-team">Team</Label>
              <Select value={teamId} onValueChange={setTeamId}>
                <SelectTrigger id="save-team" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {teams.map((t) => (
                    <SelectItem key={t.id} value={t.id}>
                      {t.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="save-title">Title (optional)</Label>
              <Input
                id="save-title"
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                maxLength={MAX_BIO_TITLE}
              />
            </div>
          </div>
        )}
        <DialogFooter>
          <Button onClick={save} disabled={pending || !teamId || !teams?.length}>
            {pending ? "Saving…" : "Save as draft"}
          </Button>
        </DialogFooter>
      </DialogPanel>
    </Dialog>
  );
}
