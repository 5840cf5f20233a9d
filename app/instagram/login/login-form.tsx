"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { signInWithPassword, submittedForm } from "@/components/auth/sign-in-with-password";
import { DisplayNameField, EmailField, FormError, PasswordField } from "@/components/auth/auth-fields";
import { postJson } from "@/lib/client/post-json";
import { href } from "@/lib/config/paths";

type Mode = "signin" | "signup";

export function LoginForm({ initialMode, callbackUrl }: { initialMode: Mode; callbackUrl: string }) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const { form, email, password } = submittedForm(event);
    setPending(true);
    setError(null);

    if (mode === "signup") {
      // Creates the account only: the browser signs in with a session, not an API token.
      const created = await postJson("/api/account", {
        email,
        password,
        displayName: String(form.get("displayName") ?? ""),
      });
      if (!created.ok) {
        setPending(false);
        setError(created.message);
        return;
      }
    }

    const failed = await signInWithPassword({ email, password });
    setPending(false);
    if (failed) {
      setError(failed);
      return;
    }
    toast.success(mode === "signup" ? "Account created" : "Signed in", {
      description: mode === "signup" ? "Welcome to BioStudio!" : "Good to see you again.",
    });
    router.push(callbackUrl);
    router.refresh();
  }

  return (
    <div className="grid gap-6">
      <div
        role="group"
        aria-label="Sign in or create an account"
        className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
      >
        {(["signin", "signup"] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => {
              setMode(m);
              setError(null);
            }}
            className="min-h-11 rounded-md text-sm pointer-fine:min-h-10 font-medium text-muted-foreground transition-colors aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
          >
            {m === "signin" ? "Sign In" : "Create Account"}
          </button>
        ))}
      </div>
      <form
        onSubmit={onSubmit}
        className="grid gap-4"
        noValidate
        aria-label={mode === "signup" ? "Create account" : "Sign in"}
      >
        {mode === "signup" && <DisplayNameField id="displayName" />}
        <EmailField id="email" />
        <PasswordField
          id="password"
          kind={mode === "signup" ? "new" : "current"}
          aside={
            mode === "signin" && (
              <Link
                href={href("reset-password")}
                className="inline-flex min-h-11 items-center text-sm text-primary underline-offset-4 hover:underline pointer-fine:min-h-0"
              >
                Forgot password?
              </Link>
            )
          }
        />
        <FormError>{error}</FormError>
        <Button type="submit" size="lg" disabled={pending}>
          {pending
            ? mode === "signup"
              ? "Creating account..."
              : "Signing in..."
            : mode === "signup"
              ? "Create Free Account"
              : "Sign In"}
        </Button>
      </form>
    </div>
  );
}
