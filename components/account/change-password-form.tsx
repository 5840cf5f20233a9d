"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { changePasswordSchema } from "@/lib/account/account.schema";
import { PASSWORD_MIN } from "@/lib/auth/auth.schema";
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
      <div className="grid gap-2">
        <Label htmlFor="current-password">Current password</Label>
        <Input id="current-password" name="currentPassword" type="password" autoComplete="current-password" required />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="new-password">New password</Label>
          <Input
            id="new-password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            required
            aria-describedby="new-password-hint"
          />
          <p id="new-password-hint" className="text-xs text-muted-foreground">
            At least {PASSWORD_MIN} characters, not a common password.
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="confirm-new-password">Repeat new password</Label>
          <Input
            id="confirm-new-password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
          />
        </div>
      </div>
      <div aria-live="polite">
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
      </div>
      <Button type="submit" disabled={pending} className="w-full sm:w-fit">
        {pending && <Spinner label="Changing your password…" className="text-current" />}
        Change password
      </Button>
    </form>
  );
}
