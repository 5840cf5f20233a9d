"use client";

import { Sparkles } from "lucide-react";
import { useState } from "react";
import { LiveAlert } from "@/components/ui/live-alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { postJson } from "@/lib/client/post-json";

/**
 * Starts Stripe Checkout for Premium. On a deployment without Stripe keys the
 * server answers why (plans are set by an administrator) and that is shown here.
 */
export function UpgradeButton({ label = "Upgrade to Premium", className }: { label?: string; className?: string }) {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function onClick() {
    setPending(true);
    setMessage(null);
    const result = await postJson<{ url: string }>("/api/billing/checkout", {});
    if (result.ok && result.data.url) {
      window.location.assign(result.data.url);
      return;
    }
    setPending(false);
    setMessage(result.ok ? "Checkout could not be started. Please try again." : result.message);
  }

  return (
    <div className="grid gap-3">
      <Button variant="gradient" size="lg" className={className} onClick={onClick} disabled={pending}>
        {pending ? <Spinner label="Opening checkout…" className="text-current" /> : <Sparkles aria-hidden="true" />}
        {label}
      </Button>
      <LiveAlert message={message} variant="info" />
    </div>
  );
}
