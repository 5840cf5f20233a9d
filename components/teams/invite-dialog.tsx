"use client";

import { Copy, Link2, Mail, UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/lib/client/toast";
import { ROLE_LABELS, type AssignableRole } from "@/lib/teams/permissions";
import type { TeamInfo } from "./types";
import { teamApi, useTeamRequest } from "./use-team-request";

function RolePicker({
  id,
  roles,
  value,
  onChange,
}: {
  id: string;
  roles: AssignableRole[];
  value: AssignableRole;
  onChange: (role: AssignableRole) => void;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as AssignableRole)}>
      <SelectTrigger id={id} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {roles.map((r) => (
          <SelectItem key={r} value={r}>
            {ROLE_LABELS[r]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Invite by email (a single-use link, 7 days) or make a reusable invite link (shown once). */
export function InviteDialog({ team, roles }: { team: TeamInfo; roles: AssignableRole[] }) {
  const fallback: AssignableRole = roles.includes("editor") ? "editor" : (roles[0] ?? "viewer");
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<AssignableRole>(fallback);
  const [linkRole, setLinkRole] = useState<AssignableRole>(roles.includes("viewer") ? "viewer" : fallback);
  const [link, setLink] = useState<string | null>(null);
  const { send, pending } = useTeamRequest();

  async function invite(event: React.FormEvent) {
    event.preventDefault();
    const result = await send(teamApi(team.id, "invites"), {
      body: { email, role },
      success: `Invitation sent to ${email.trim()}.`,
    });
    if (result.ok) setEmail("");
  }

  async function makeLink() {
    const result = await send<{ invite: { url: string } }>(teamApi(team.id, "invite-link"), {
      body: { role: linkRole },
      success: "New invite link ready. The previous link no longer works.",
    });
    if (result.ok) setLink(result.data.invite.url);
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Invite link copied.");
    } catch {
      toast.error("Couldn't copy: select the link and copy it yourself.");
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setLink(null);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Invite
        </Button>
      </DialogTrigger>
      <DialogPanel
        className="max-h-[90dvh] overflow-y-auto"
        title={<>Invite to “{team.name}”</>}
        description={
          team.seatLimit === null
            ? "Your plan has no limit on members."
            : `${team.plan} teams have up to ${team.seatLimit} members, pending invitations included.`
        }
      >
        <form onSubmit={invite} className="grid gap-3">
          <h3 className="flex items-center gap-2 font-medium">
            <Mail className="size-4" aria-hidden="true" /> By email
          </h3>
          <div className="grid gap-2">
            <Label htmlFor="invite-email">Email</Label>
            <Input
              id="invite-email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="name@example.com"
              autoComplete="off"
              required
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="invite-role">Role</Label>
            <RolePicker id="invite-role" roles={roles} value={role} onChange={setRole} />
          </div>
          <Button type="submit" disabled={pending || email.trim() === ""}>
            {pending ? "Sending…" : "Send invitation"}
          </Button>
          <p className="text-xs text-muted-foreground">The link in the mail works once and expires in 7 days.</p>
        </form>
        <div className="grid gap-3 border-t pt-4">
          <h3 className="flex items-center gap-2 font-medium">
            <Link2 className="size-4" aria-hidden="true" /> By link
          </h3>
          <div className="grid gap-2">
            <Label htmlFor="link-role">Role for people joining by link</Label>
            <RolePicker id="link-role" roles={roles} value={linkRole} onChange={setLinkRole} />
          </div>
          {link ? (
            <div className="flex gap-2">
              <Input readOnly value={link} aria-label="Invite link" onFocus={(e) => e.currentTarget.select()} />
              <Button variant="outline" size="icon" onClick={copy} aria-label="Copy invite link">
                <Copy aria-hidden="true" />
              </Button>
            </div>
          ) : (
            <Button variant="outline" onClick={makeLink} disabled={pending}>
              Create invite link
            </Button>
          )}
          <p className="text-xs text-muted-foreground">
            Anyone with the link can join until you revoke it. We show it only once: copy it now.
          </p>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
