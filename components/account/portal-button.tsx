"use client";

import { ExternalLink } from "lucide-react";
import { LiveAlert } from "@/components/ui/live-alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useBillingRedirect } from "./use-billing-redirect";

/** Opens the Stripe customer portal: card, invoices, cancellation. */
export function PortalButton() {
  const { pending, message, start } = useBillingRedirect(
    "/api/billing/portal",
    "The billing portal could not be opened. Please try again.",
  );

  return (
    <div className="grid gap-3">
      <Button variant="outline" onClick={start} disabled={pending} className="w-full sm:w-fit">
        {pending ? <Spinner label="Opening the billing portal…" /> : <ExternalLink aria-hidden="true" />}
        Manage billing
      </Button>
      <LiveAlert message={message} />
    </div>
  );
}
