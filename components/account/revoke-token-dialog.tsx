"use client";

import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { API_TOKEN_MESSAGES } from "@/lib/auth/api-token.schema";
import { requestJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";

/** Revokes one token after a confirmation; apps using it get 401 from then on. */
export function RevokeTokenDialog({ id, name, onRevoked }: { id: string; name: string; onRevoked: () => void }) {
  async function revoke() {
    const result = await requestJson(`/api/account/tokens/${encodeURIComponent(id)}`, { method: "DELETE" });
    // Already gone (revoked elsewhere, or expired) is what the person wanted too.
    if (!result.ok && result.status !== 404) {
      toast.error("Could not revoke the token", { description: result.message });
      return false;
    }
    onRevoked();
    toast.success("Token revoked", { description: API_TOKEN_MESSAGES.revoked });
    return true;
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="w-full sm:w-fit" aria-label={`Revoke ${name}`}>
          <Trash2 aria-hidden="true" />
          Revoke
        </Button>
      }
      title={`Revoke “${name}”?`}
      description="Scripts and apps using this token stop working right away. This can't be undone; you can create a new token at any time."
      confirmLabel="Revoke token"
      pendingLabel="Revoking…"
      onConfirm={revoke}
    />
  );
}
