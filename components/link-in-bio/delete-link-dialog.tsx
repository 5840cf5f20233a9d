"use client";

import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** Delete one link, after the user confirmed it. */
export function DeleteLinkDialog({ title, onDelete }: { title: string; onDelete: () => Promise<boolean> }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete link
        </Button>
      }
      title={title.trim() ? `Delete “${title.trim()}”?` : "Delete this link?"}
      description="It disappears from your page at once, with its click count. This cannot be undone."
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      onConfirm={onDelete}
    />
  );
}
