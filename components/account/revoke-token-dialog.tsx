"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { API_TOKEN_MESSAGES } from "@/lib/auth/api-token.schema";
import { requestJson } from "@/lib/client/post-json";

/** Revokes one token after a confirmation; apps using it get 401 from then on. */
export function RevokeTokenDialog({ id, name, onRevoked }: { id: string; name: string; onRevoked: () => void }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function onConfirm() {
    setPending(true);
    const result = await requestJson(`/api/account/tokens/${encodeURIComponent(id)}`, { method: "DELETE" });
    setPending(false);
    // Already gone (revoked elsewhere, or expired) is what the person wanted too.
    if (!result.ok && result.status !== 404) {
      toast.error("Could not revoke the token", { description: result.message });
      return;
    }
    setOpen(false);
    onRevoked();
    toast.success("Token revoked", { description: API_TOKEN_MESSAGES.revoked });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="w-full sm:w-fit" aria-label={`Revoke ${name}`}>
          <Trash2 aria-hidden="true" />
          Revoke
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revoke “{name}”?</DialogTitle>
          <DialogDescription>
            Scripts and apps using this token stop working right away. This can&apos;t be undone; you can create a new
            token at any time.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending && <Spinner label="Revoking…" className="text-current" />}
            Revoke token
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
