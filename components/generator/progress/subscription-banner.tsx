"use client";

import Link from "next/link";
import { CrownIcon, InfinityIcon, TriangleAlertIcon, ZapIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogFooter, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";
import { subscriptionView, type SubscriptionInput } from "./subscription-status";

const TONE = {
  free: { box: "border-border bg-card", icon: "bg-primary/10 text-primary", title: "", Icon: ZapIcon },
  low: {
    box: "border-warning/35 bg-warning/8",
    icon: "bg-warning/15 text-warning",
    title: "text-warning",
    Icon: TriangleAlertIcon,
  },
  expired: {
    box: "border-destructive/30 bg-destructive/8",
    icon: "bg-destructive/15 text-destructive",
    title: "text-destructive",
    Icon: CrownIcon,
  },
} as const;

/**
 * The subscription banner (docs/product.md#quotas), for signed-in users only. The plan's action goes to the
 * subscription tab when that page is live (`upgradeHref`); otherwise it explains that plans
 * are set by an administrator on this deployment.
 */
export function SubscriptionBanner({ upgradeHref, ...input }: SubscriptionInput & { upgradeHref: string | null }) {
  const view = subscriptionView(input);

  if (view.kind === "unlimited") {
    return (
      <div
        data-testid="subscription-banner"
        className="flex min-h-16 items-center gap-3 rounded-xl border bg-card px-4 py-3 text-sm shadow-sm"
      >
        <Badge variant="gradient">
          <InfinityIcon aria-hidden="true" />
          Unlimited
        </Badge>
        <p className="text-muted-foreground">{view.planName} plan: generate as many bios as you like.</p>
      </div>
    );
  }

  const tone = TONE[view.kind];
  return (
    <div
      data-testid="subscription-banner"
      data-kind={view.kind}
      className={cn(
        "grid min-h-16 grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 rounded-xl border px-4 py-3 shadow-sm",
        "sm:grid-cols-[auto_minmax(0,1fr)_auto]",
        tone.box,
      )}
    >
      <span aria-hidden="true" className={cn("flex size-9 shrink-0 items-center justify-center rounded-lg", tone.icon)}>
        <tone.Icon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-col" aria-live="polite">
        <p className={cn("text-sm font-semibold", tone.title)}>{view.message}</p>
        <p className="text-sm text-muted-foreground">{view.detail}</p>
      </div>
      <PlanAction
        label={view.action}
        href={upgradeHref}
        variant={view.kind === "expired" ? "destructive" : "gradient"}
      />
    </div>
  );
}

function PlanAction({
  label,
  href,
  variant,
}: {
  label: string;
  href: string | null;
  variant: "destructive" | "gradient";
}) {
  const className = "col-start-2 justify-self-start sm:col-start-3";
  if (href) {
    return (
      <Button asChild size="sm" variant={variant} className={className}>
        <Link href={href}>{label}</Link>
      </Button>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant={variant} className={className}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogPanel
        title="Plans on this deployment"
        description="Plans are set by an administrator on this deployment. Ask your administrator to move your account to Premium for unlimited bios and every template."
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogPanel>
    </Dialog>
  );
}
