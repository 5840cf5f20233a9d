"use client";

import { Sparkles } from "lucide-react";
import { LiveAlert } from "@/components/ui/live-alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useBillingRedirect } from "./use-billing-redirect";

/**
 * Starts Stripe Checkout for Premium. On a deployment without Stripe keys the
 * server answers why (plans are set by an administrator) and that is shown here.
 */
export function UpgradeButton({ label = "Upgrade to Premium", className }: { label?: string; className?: string }) {
  const { pending, message, start } = useBillingRedirect(
    "/api/billing/checkout",
    "Checkout could not be started. Please try again.",
  );

  return (
    <div className="grid gap-3">
      <Button variant="gradient" size="lg" className={className} onClick={start} disabled={pending}>
        {pending ? <Spinner label="Opening checkout…" className="text-current" /> : <Sparkles aria-hidden="true" />}
        {label}
      </Button>
      <LiveAlert message={message} variant="info" />
    </div>
  );
}
