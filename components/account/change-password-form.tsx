"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { LiveAlert } from "@/components/ui/live-alert";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/auth/auth-fields";
import { Spinner } from "@/components/ui/spinner";
import { changePasswordSchema } from "@/lib/account/account.schema";
import { postJson } from "@/lib/client/post-json";

const MISMATCH = "The two new passwords don't match.";

/** Change password: the current one first; other devices are signed out afterwards. */
export function ChangePasswordForm() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setError(null);
    if (data.get("confirmPassword") !== data.get("newPassword")) return setError(MISMATCH);
    const parsed = changePasswordSchema.safeParse({
      currentPassword: data.get("currentPassword"),
      newPassword: data.get("newPassword"),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please check the form.");

    setPending(true);
    const result = await postJson<{ message: string }>("/api/account/password", parsed.data);
    setPending(false);
    if (!result.ok) return setError(result.message);
    form.reset();
    toast.success("Password changed", { description: result.data.message });
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label="Change password" noValidate>
      <PasswordField id="current-password" kind="current" name="currentPassword" label="Current password" />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField id="new-password" kind="new" name="newPassword" label="New password" />
        <PasswordField id="confirm-new-password" kind="confirm" name="confirmPassword" label="Repeat new password" />
      </div>
      <LiveAlert message={error} />
      <Button type="submit" disabled={pending} className="w-full sm:w-fit">
        {pending && <Spinner label="Changing your password…" className="text-current" />}
        Change password
      </Button>
    </form>
  );
}
