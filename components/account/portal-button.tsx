"use client";

import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { LiveAlert } from "@/components/ui/live-alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { postJson } from "@/lib/client/post-json";

/** Opens the Stripe customer portal: card, invoices, cancellation. */
export function PortalButton() {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function onClick() {
    setPending(true);
    setMessage(null);
    const result = await postJson<{ url: string }>("/api/billing/portal", {});
    if (result.ok && result.data.url) {
      window.location.assign(result.data.url);
      return;
    }
    setPending(false);
    setMessage(result.ok ? "The billing portal could not be opened. Please try again." : result.message);
  }

  return (
    <div className="grid gap-3">
      <Button variant="outline" onClick={onClick} disabled={pending} className="w-full sm:w-fit">
        {pending ? <Spinner label="Opening the billing portal…" /> : <ExternalLink aria-hidden="true" />}
        Manage billing
      </Button>
      <LiveAlert message={message} />
    </div>
  );
}
