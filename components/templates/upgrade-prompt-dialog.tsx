"use client";

import Link from "next/link";
import { CrownIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { samplePreview } from "@/lib/templates/preview";
import type { TemplateDto } from "@/lib/templates/types";

/**
 * What a free user meets on a premium template: the preview stays visible, the
 * way to Premium is offered, or, where billing is not set up, who sets plans here.
 */
export function UpgradePromptDialog({
  template,
  open,
  upgradeHref,
  onOpenChange,
}: {
  template: TemplateDto | null;
  open: boolean;
  /** The subscription page when it is live; null on deployments where an admin sets plans. */
  upgradeHref: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" data-testid="upgrade-prompt">
        <DialogHeader>
          <span
            aria-hidden="true"
            className="mb-1 flex size-11 items-center justify-center rounded-xl bg-brand-gradient text-brand-foreground"
          >
            <CrownIcon className="size-5" />
          </span>
          <DialogTitle>Upgrade to Premium</DialogTitle>
          <DialogDescription>
            {template ? `“${template.name}” is a Premium template.` : "This is a Premium template."} Premium unlocks
            every premium template and unlimited bio generations.
          </DialogDescription>
        </DialogHeader>
        {template && (
          <p className="rounded-lg border bg-muted/50 p-3 text-sm leading-relaxed break-words whitespace-pre-line">
            {samplePreview(template.template)}
          </p>
        )}
        {!upgradeHref && (
          <p className="text-sm text-muted-foreground">
            Plans are set by an administrator on this deployment: ask yours to move your account to Premium.
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {upgradeHref ? "Not now" : "Close"}
          </Button>
          {upgradeHref && (
            <Button asChild variant="gradient">
              <Link href={upgradeHref}>
                <CrownIcon aria-hidden="true" />
                Upgrade to Premium
              </Link>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
