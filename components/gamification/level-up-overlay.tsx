"use client";

import { PartyPopperIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

/** The level-up overlay: loaded only when a level is first reached. */
export function LevelUpOverlay({
  open,
  shown,
  onClose,
}: {
  open: boolean;
  /** What the overlay shows; it stays while the dialog animates out. */
  shown: { level: number; xp: number };
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent showCloseButton={false} data-testid="level-up-overlay" className="text-center sm:max-w-sm">
        <div
          aria-hidden="true"
          className="mx-auto flex size-20 items-center justify-center rounded-full bg-linear-to-br from-primary to-fuchsia-500 text-primary-foreground shadow-lg motion-safe:animate-bounce"
        >
          <PartyPopperIcon className="size-9" />
        </div>
        <DialogTitle className="text-2xl font-bold tracking-tight">Level {shown.level}!</DialogTitle>
        <DialogDescription>
          You levelled up with {new Intl.NumberFormat("en-US").format(shown.xp)} XP. Keep creating to reach level{" "}
          {shown.level + 1}.
        </DialogDescription>
        <Button className="mx-auto min-h-11" onClick={onClose}>
          Keep going
        </Button>
      </DialogContent>
    </Dialog>
  );
}
