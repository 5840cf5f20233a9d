"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { CheckCircle2, MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmailField, FormError, PasswordField } from "@/components/auth/auth-fields";
import { postJson } from "@/lib/client/post-json";
import { href } from "@/lib/config/paths";

function useSubmit() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  async function submit(url: string, body: unknown) {
    setPending(true);
    setError(null);
    const result = await postJson<{ message: string }>(url, body);
    setPending(false);
    if (result.ok) setDone(result.data.message);
    else setError(result.message);
  }
  return { pending, error, done, submit };
}

export function ResetRequestForm() {
  const { pending, error, done, submit } = useSubmit();
  if (done) {
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <MailCheck className="size-8 text-primary" aria-hidden="true" />
        <p>{done}</p>
        <Link href={href("login")} className="text-sm text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </div>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit("/api/auth/password-reset", { email: new FormData(event.currentTarget).get("email") });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <EmailField id="reset-email" />
      <FormError>{error}</FormError>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? "Sending..." : "Send reset link"}
      </Button>
    </form>
  );
}

export function ResetConfirmForm({ token }: { token: string }) {
  const { pending, error, done, submit } = useSubmit();
  const [mismatch, setMismatch] = useState(false);
  if (done) {
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <CheckCircle2 className="size-8 text-success" aria-hidden="true" />
        <p>{done}</p>
        <Button asChild>
          <Link href={href("login")}>Sign in</Link>
        </Button>
      </div>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    if (password !== String(form.get("confirm") ?? "")) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    void submit("/api/auth/password-reset/confirm", { token, password });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <PasswordField id="new-password" kind="new" label="New password" />
      <PasswordField id="confirm-password" kind="confirm" name="confirm" label="Confirm new password" />
      <FormError>{mismatch ? "The two passwords don't match." : error}</FormError>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
