"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { signInWithPassword, submittedForm } from "@/components/auth/sign-in-with-password";
import { DisplayNameField, EmailField, PasswordField } from "@/components/auth/auth-fields";
import { postJson } from "@/lib/client/post-json";
import { href } from "@/lib/config/paths";

const DASHBOARD = href("admin-dashboard");

/**
 * On first run the new admin is signed in straight away. An admin adding a
 * colleague stays signed in as themselves and sees the new account listed.
 */
export function CreateAdminForm({ byAdmin }: { byAdmin: boolean }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; signIn?: boolean } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const { form, email, password } = submittedForm(event);
    setPending(true);
    setError(null);

    const created = await postJson<{ user: { email: string } }>("/api/admin/bootstrap", {
      email,
      password,
      displayName: String(form.get("displayName") ?? ""),
      ...(byAdmin ? {} : { setupCode: String(form.get("setupCode") ?? "") }),
    });
    if (!created.ok) {
      setPending(false);
      setError({ message: created.message, signIn: created.status === 403 });
      return;
    }

    if (byAdmin) {
      toast.success("Administrator created", {
        description: `${created.data.user.email} can now sign in as an admin.`,
      });
      router.push(`${DASHBOARD}?q=${encodeURIComponent(created.data.user.email)}`);
      router.refresh();
      return;
    }

    if (await signInWithPassword({ email, password })) {
      setPending(false);
      setError({
        message: "Your administrator account was created, but signing in failed. Please sign in.",
        signIn: true,
      });
      return;
    }
    toast.success("Administrator created", { description: "You are signed in. Welcome to the admin dashboard." });
    router.push(DASHBOARD);
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate aria-label="Create administrator">
      {!byAdmin && (
        <div className="grid gap-2">
          <Label htmlFor="admin-setup-code">Setup code</Label>
          <Input
            id="admin-setup-code"
            name="setupCode"
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={64}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            aria-describedby="admin-setup-code-hint"
            className="font-mono"
          />
          <p id="admin-setup-code-hint" className="text-xs text-muted-foreground">
            The server printed it in its log when it started, on a line beginning with [admin setup].
          </p>
        </div>
      )}
      <DisplayNameField id="admin-display-name" />
      <EmailField id="admin-email" />
      <PasswordField id="admin-password" kind="new" />
      {error && (
        <div role="alert" className="grid gap-1 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <p>{error.message}</p>
          {error.signIn && (
            <Link href={href("admin-login")} className="font-medium underline underline-offset-4">
              Go to admin sign in
            </Link>
          )}
        </div>
      )}
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? "Creating administrator..." : "Create administrator"}
      </Button>
    </form>
  );
}
