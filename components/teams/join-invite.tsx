"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { requestJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import { href } from "@/lib/config/paths";

/** Accept or decline buttons of an invitation; accepting opens the team. */
export function JoinInvite({ token, teamName, canDecline }: { token: string; teamName: string; canDecline: boolean }) {
  const router = useRouter();
  const [pending, setPending] = useState<"accept" | "decline" | null>(null);
  const [declined, setDeclined] = useState(false);

  async function answer(kind: "accept" | "decline") {
    setPending(kind);
    const result = await requestJson<{ team: { teamId: string } }>(`/api/teams/invites/${kind}`, {
      method: "POST",
      body: JSON.stringify({ token }),
    });
    setPending(null);
    if (!result.ok) return toast.error(result.message);
    if (kind === "decline") {
      setDeclined(true);
      return toast.success("Invitation declined.");
    }
    toast.success(`Welcome to “${teamName}”!`);
    router.push(href("team-collaboration", { team: result.data.team.teamId }));
  }

  if (declined) return <p className="text-sm text-muted-foreground">You declined this invitation.</p>;
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => answer("accept")} disabled={pending !== null}>
        {pending === "accept" ? "Joining…" : "Accept invitation"}
      </Button>
      {canDecline && (
        <Button variant="outline" onClick={() => answer("decline")} disabled={pending !== null}>
          {pending === "decline" ? "Declining…" : "Decline"}
        </Button>
      )}
    </div>
  );
}
