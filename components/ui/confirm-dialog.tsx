"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogFooter, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

/**
 * Asks before a destructive action. `onConfirm` resolves true when the action
 * is done (the dialog closes) and false when it failed (the dialog stays, the
 * caller has said why). The dialog cannot be dismissed while the action runs.
 * `trigger` opens it; or `open`/`onOpenChange` control it from outside (a menu item, say).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  tone = "destructive",
  open: controlledOpen,
  onOpenChange,
}: {
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => Promise<boolean>;
  tone?: "destructive" | "default";
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    const done = await onConfirm().finally(() => setPending(false));
    if (done) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogPanel title={title} description={description}>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant={tone} onClick={confirm} disabled={pending}>
            {pending && <Spinner label={pendingLabel} className="text-current" />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogPanel>
    </Dialog>
  );
}
