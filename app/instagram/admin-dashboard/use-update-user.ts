"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/lib/client/toast";
import type { AdminUserUpdateInput } from "@/lib/admin/admin.schema";
import { requestJson } from "@/lib/client/post-json";

/** PATCHes one user through the admin API, toasts the outcome and re-renders the list from the server. */
export function useUpdateUser(userId: string) {
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  async function update(body: AdminUserUpdateInput, success: { title: string; description: string }): Promise<boolean> {
    setSaving(true);
    const result = await requestJson(`/api/admin/users/${encodeURIComponent(userId)}`, {
      method: "PATCH",
      body: JSON.stringify(body),
    });
    setSaving(false);
    if (!result.ok) {
      toast.error("The change was not saved", { description: result.message });
      return false;
    }
    toast.success(success.title, { description: success.description });
    startRefresh(() => router.refresh());
    return true;
  }

  return { update, pending: saving || refreshing };
}
