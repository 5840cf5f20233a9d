"use client";

import { Ban, CircleCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogFooter, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import type { AdminUserRow } from "./admin-user";

/** Disable / Enable behind a confirmation: disabling signs the person out everywhere. */
export function StatusDialog({
  user,
  pending,
  onConfirm,
}: {
  user: AdminUserRow;
  pending: boolean;
  onConfirm: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const disabling = !user.disabled;
  const action = disabling ? "Disable" : "Enable";

  async function confirm() {
    if (await onConfirm()) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant={disabling ? "outline" : "secondary"}
          size="sm"
          disabled={pending || (user.isSelf && disabling)}
          aria-label={`${action} ${user.email}`}
          className={disabling ? "text-destructive hover:text-destructive" : undefined}
        >
          {disabling ? <Ban aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
          {action}
        </Button>
      </DialogTrigger>
      <DialogPanel
        title={disabling ? "Disable this account?" : "Enable this account?"}
        description={
          disabling
            ? `${user.displayName} (${user.email}) will be signed out on every device, their API tokens stop working, and they can't sign in until an administrator enables the account again.`
            : `${user.displayName} (${user.email}) will be able to sign in again. Old sessions and API tokens stay ended.`
        }
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant={disabling ? "destructive" : "default"} onClick={confirm} disabled={pending}>
            {pending ? `${disabling ? "Disabling" : "Enabling"}…` : `${action} account`}
          </Button>
        </DialogFooter>
      </DialogPanel>
    </Dialog>
  );
}
