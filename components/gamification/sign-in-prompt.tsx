import Link from "next/link";
import { LogInIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { signInHref } from "@/lib/config/paths";

/** For signed-out visitors: progress is kept per account, so sign in to see yours. */
export function SignInPrompt({ returnTo, message }: { returnTo: string; message: string }) {
  const href = signInHref(returnTo);
  return (
    <div
      data-testid="sign-in-prompt"
      className="flex flex-col items-start gap-3 rounded-xl border bg-accent/40 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <p className="text-sm text-pretty">{message}</p>
      <Button asChild className="min-h-11 shrink-0">
        <Link href={href}>
          <LogInIcon aria-hidden="true" />
          Sign in
        </Link>
      </Button>
    </div>
  );
}
