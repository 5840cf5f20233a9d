"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { signInWithPassword, submittedForm } from "@/components/auth/sign-in-with-password";
import { EmailField, FormError, PasswordField } from "@/components/auth/auth-fields";

export function AdminLoginForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const { email, password } = submittedForm(event);
    setPending(true);
    setError(null);
    const failed = await signInWithPassword({ email, password }, { admin: true });
    if (failed) {
      setPending(false);
      setError(failed);
      return;
    }
    toast.success("Signed in", { description: "Welcome to the admin dashboard." });
    router.push(callbackUrl);
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate aria-label="Admin sign in">
      <EmailField id="admin-email" autoComplete="username" />
      <PasswordField id="admin-password" kind="current" />
      <FormError>{error}</FormError>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
