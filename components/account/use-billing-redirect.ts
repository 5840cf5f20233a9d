"use client";

import { useState } from "react";
import { postJson } from "@/lib/client/post-json";

/**
 * Asks a billing endpoint for a Stripe page (checkout or the customer portal) and goes there.
 * While it asks, `pending`; when it cannot go, `message` says why (the server's words, or
 * `fallback` when the server answered without an address).
 */
export function useBillingRedirect(endpoint: string, fallback: string) {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function start() {
    setPending(true);
    setMessage(null);
    const result = await postJson<{ url: string }>(endpoint, {});
    if (result.ok && result.data.url) {
      window.location.assign(result.data.url);
      return;
    }
    setPending(false);
    setMessage(result.ok ? fallback : result.message);
  }

  return { pending, message, start };
}
