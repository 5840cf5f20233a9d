"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { requestJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";

/**
 * Sends one team request: a failure shows the server's message as a toast, a success
 * its own toast (if any) and reloads the page's server data. Resolves true on success.
 */
export function useTeamRequest() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function send<T = unknown>(
    url: string,
    options: { method?: string; body?: unknown; success?: string } = {},
  ): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
    setPending(true);
    try {
      const result = await requestJson<T>(url, {
        method: options.method ?? "POST",
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      if (!result.ok) {
        toast.error(result.message);
        return { ok: false, message: result.message };
      }
      if (options.success) toast.success(options.success);
      router.refresh();
      return { ok: true, data: result.data };
    } finally {
      setPending(false);
    }
  }

  return { send, pending };
}

/** The API path of a team, or of something below it. */
export function teamApi(teamId: string, ...rest: string[]): string {
  return ["/api/teams", encodeURIComponent(teamId), ...rest.map(encodeURIComponent)].join("/");
}
