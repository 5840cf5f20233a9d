"use client";

import { useState } from "react";
import { postJson, requestJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import type { AbTestView } from "@/lib/ab-test/types";

const BASE = "/api/link-in-bio/ab-tests";

/** The test's actions (refresh, stop, switch bio, promote); each reports its outcome as a toast. */
export function useAbTestActions(test: AbTestView, onChange: (next: AbTestView) => void) {
  const [refreshing, setRefreshing] = useState(false);

  async function run(path: string, body: unknown, success: string): Promise<boolean> {
    const r = await postJson<{ test: AbTestView }>(`${BASE}/${test.id}/${path}`, body);
    if (!r.ok) {
      toast.error(r.message);
      return false;
    }
    onChange(r.data.test);
    toast.success(success);
    return true;
  }

  async function refresh() {
    setRefreshing(true);
    const r = await requestJson<{ test: AbTestView }>(`${BASE}/${test.id}`);
    setRefreshing(false);
    if (!r.ok) return toast.error(r.message);
    onChange(r.data.test);
  }

  return {
    refreshing,
    refresh,
    stop: () => run("stop", {}, "Test stopped. Its results stay here."),
    advance: () => run("advance", {}, "Next bio is up. Put it and its link in your Instagram bio now."),
    promote: (variantId: string, letter: string) =>
      run(
        "promote",
        { variantId },
        test.kind === "page"
          ? `Bio ${letter} is now your page's bio.`
          : `Bio ${letter} chosen. Keep it in your Instagram bio.`,
      ),
  };
}
